/**
 * Workflow commands in the runner's own format (`::name key=value::message`). The start-up path
 * writes the few it needs to stdout itself: @actions/core is loaded only once the inputs are
 * valid, because importing it costs ~80 ms (it pulls in an HTTP client for OIDC).
 */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function workflowCommand(
  name: string,
  message: string,
  properties: Record<string, string> = {},
): string {
  const props = Object.entries(properties)
    .map(([key, value]) => `${key}=${escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C')}`)
    .join(',');
  return `::${name}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}

export function addMaskCommand(value: string): string {
  return workflowCommand('add-mask', value);
}

export function errorCommand(message: string, title?: string): string {
  return workflowCommand('error', message, title ? { title } : {});
}
