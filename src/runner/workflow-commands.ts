/**
 * The two workflow commands the start-up path needs, written to stdout in the runner's
 * format. @actions/core does the same for the rest of the run; it is loaded only after the
 * inputs are valid, because importing it costs ~80 ms (it pulls in an HTTP client for OIDC).
 */
function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function addMaskCommand(value: string): string {
  return `::add-mask::${escapeData(value)}`;
}

export function errorCommand(message: string, title?: string): string {
  return `::error${title ? ` title=${escapeProperty(title)}` : ''}::${escapeData(message)}`;
}
