import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 4807:
/***/ ((module, exports, __nccwpck_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./format", "./parser"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.isWS = exports.applyEdit = exports.setProperty = exports.removeProperty = void 0;
    const format_1 = __nccwpck_require__(6612);
    const parser_1 = __nccwpck_require__(5152);
    function removeProperty(text, path, options) {
        return setProperty(text, path, void 0, options);
    }
    exports.removeProperty = removeProperty;
    function setProperty(text, originalPath, value, options) {
        const path = originalPath.slice();
        const errors = [];
        const root = (0, parser_1.parseTree)(text, errors);
        let parent = void 0;
        let lastSegment = void 0;
        while (path.length > 0) {
            lastSegment = path.pop();
            parent = (0, parser_1.findNodeAtLocation)(root, path);
            if (parent === void 0 && value !== void 0) {
                if (typeof lastSegment === 'string') {
                    value = { [lastSegment]: value };
                }
                else {
                    value = [value];
                }
            }
            else {
                break;
            }
        }
        if (!parent) {
            // empty document
            if (value === void 0) { // delete
                throw new Error('Can not delete in empty document');
            }
            return withFormatting(text, { offset: root ? root.offset : 0, length: root ? root.length : 0, content: JSON.stringify(value) }, options);
        }
        else if (parent.type === 'object' && typeof lastSegment === 'string' && Array.isArray(parent.children)) {
            const existing = (0, parser_1.findNodeAtLocation)(parent, [lastSegment]);
            if (existing !== void 0) {
                if (value === void 0) { // delete
                    if (!existing.parent) {
                        throw new Error('Malformed AST');
                    }
                    const propertyIndex = parent.children.indexOf(existing.parent);
                    let removeBegin;
                    let removeEnd = existing.parent.offset + existing.parent.length;
                    if (propertyIndex > 0) {
                        // remove the comma of the previous node
                        let previous = parent.children[propertyIndex - 1];
                        removeBegin = previous.offset + previous.length;
                    }
                    else {
                        removeBegin = parent.offset + 1;
                        if (parent.children.length > 1) {
                            // remove the comma of the next node
                            let next = parent.children[1];
                            removeEnd = next.offset;
                        }
                    }
                    return withFormatting(text, { offset: removeBegin, length: removeEnd - removeBegin, content: '' }, options);
                }
                else {
                    // set value of existing property
                    return withFormatting(text, { offset: existing.offset, length: existing.length, content: JSON.stringify(value) }, options);
                }
            }
            else {
                if (value === void 0) { // delete
                    return []; // property does not exist, nothing to do
                }
                const newProperty = `${JSON.stringify(lastSegment)}: ${JSON.stringify(value)}`;
                const index = options.getInsertionIndex ? options.getInsertionIndex(parent.children.map(p => p.children[0].value)) : parent.children.length;
                let edit;
                if (index > 0) {
                    let previous = parent.children[index - 1];
                    edit = { offset: previous.offset + previous.length, length: 0, content: ',' + newProperty };
                }
                else if (parent.children.length === 0) {
                    edit = { offset: parent.offset + 1, length: 0, content: newProperty };
                }
                else {
                    edit = { offset: parent.offset + 1, length: 0, content: newProperty + ',' };
                }
                return withFormatting(text, edit, options);
            }
        }
        else if (parent.type === 'array' && typeof lastSegment === 'number' && Array.isArray(parent.children)) {
            const insertIndex = lastSegment;
            if (insertIndex === -1) {
                // Insert
                const newProperty = `${JSON.stringify(value)}`;
                let edit;
                if (parent.children.length === 0) {
                    edit = { offset: parent.offset + 1, length: 0, content: newProperty };
                }
                else {
                    const previous = parent.children[parent.children.length - 1];
                    edit = { offset: previous.offset + previous.length, length: 0, content: ',' + newProperty };
                }
                return withFormatting(text, edit, options);
            }
            else if (value === void 0 && parent.children.length >= 0) {
                // Removal
                const removalIndex = lastSegment;
                const toRemove = parent.children[removalIndex];
                let edit;
                if (parent.children.length === 1) {
                    // only item
                    edit = { offset: parent.offset + 1, length: parent.length - 2, content: '' };
                }
                else if (parent.children.length - 1 === removalIndex) {
                    // last item
                    let previous = parent.children[removalIndex - 1];
                    let offset = previous.offset + previous.length;
                    let parentEndOffset = parent.offset + parent.length;
                    edit = { offset, length: parentEndOffset - 2 - offset, content: '' };
                }
                else {
                    edit = { offset: toRemove.offset, length: parent.children[removalIndex + 1].offset - toRemove.offset, content: '' };
                }
                return withFormatting(text, edit, options);
            }
            else if (value !== void 0) {
                let edit;
                const newProperty = `${JSON.stringify(value)}`;
                if (!options.isArrayInsertion && parent.children.length > lastSegment) {
                    const toModify = parent.children[lastSegment];
                    edit = { offset: toModify.offset, length: toModify.length, content: newProperty };
                }
                else if (parent.children.length === 0 || lastSegment === 0) {
                    edit = { offset: parent.offset + 1, length: 0, content: parent.children.length === 0 ? newProperty : newProperty + ',' };
                }
                else {
                    const index = lastSegment > parent.children.length ? parent.children.length : lastSegment;
                    const previous = parent.children[index - 1];
                    edit = { offset: previous.offset + previous.length, length: 0, content: ',' + newProperty };
                }
                return withFormatting(text, edit, options);
            }
            else {
                throw new Error(`Can not ${value === void 0 ? 'remove' : (options.isArrayInsertion ? 'insert' : 'modify')} Array index ${insertIndex} as length is not sufficient`);
            }
        }
        else {
            throw new Error(`Can not add ${typeof lastSegment !== 'number' ? 'index' : 'property'} to parent of type ${parent.type}`);
        }
    }
    exports.setProperty = setProperty;
    function withFormatting(text, edit, options) {
        if (!options.formattingOptions) {
            return [edit];
        }
        // apply the edit
        let newText = applyEdit(text, edit);
        // format the new text
        let begin = edit.offset;
        let end = edit.offset + edit.content.length;
        if (edit.length === 0 || edit.content.length === 0) { // insert or remove
            while (begin > 0 && !(0, format_1.isEOL)(newText, begin - 1)) {
                begin--;
            }
            while (end < newText.length && !(0, format_1.isEOL)(newText, end)) {
                end++;
            }
        }
        const edits = (0, format_1.format)(newText, { offset: begin, length: end - begin }, { ...options.formattingOptions, keepLines: false });
        // apply the formatting edits and track the begin and end offsets of the changes
        for (let i = edits.length - 1; i >= 0; i--) {
            const edit = edits[i];
            newText = applyEdit(newText, edit);
            begin = Math.min(begin, edit.offset);
            end = Math.max(end, edit.offset + edit.length);
            end += edit.content.length - edit.length;
        }
        // create a single edit with all changes
        const editLength = text.length - (newText.length - end) - begin;
        return [{ offset: begin, length: editLength, content: newText.substring(begin, end) }];
    }
    function applyEdit(text, edit) {
        return text.substring(0, edit.offset) + edit.content + text.substring(edit.offset + edit.length);
    }
    exports.applyEdit = applyEdit;
    function isWS(text, offset) {
        return '\r\n \t'.indexOf(text.charAt(offset)) !== -1;
    }
    exports.isWS = isWS;
});


/***/ }),

/***/ 6612:
/***/ ((module, exports, __nccwpck_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./scanner", "./string-intern"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.isEOL = exports.format = void 0;
    const scanner_1 = __nccwpck_require__(8525);
    const string_intern_1 = __nccwpck_require__(4579);
    function format(documentText, range, options) {
        let initialIndentLevel;
        let formatText;
        let formatTextStart;
        let rangeStart;
        let rangeEnd;
        if (range) {
            rangeStart = range.offset;
            rangeEnd = rangeStart + range.length;
            formatTextStart = rangeStart;
            while (formatTextStart > 0 && !isEOL(documentText, formatTextStart - 1)) {
                formatTextStart--;
            }
            let endOffset = rangeEnd;
            while (endOffset < documentText.length && !isEOL(documentText, endOffset)) {
                endOffset++;
            }
            formatText = documentText.substring(formatTextStart, endOffset);
            initialIndentLevel = computeIndentLevel(formatText, options);
        }
        else {
            formatText = documentText;
            initialIndentLevel = 0;
            formatTextStart = 0;
            rangeStart = 0;
            rangeEnd = documentText.length;
        }
        const eol = getEOL(options, documentText);
        const eolFastPathSupported = string_intern_1.supportedEols.includes(eol);
        let numberLineBreaks = 0;
        let indentLevel = 0;
        let indentValue;
        if (options.insertSpaces) {
            indentValue = string_intern_1.cachedSpaces[options.tabSize || 4] ?? repeat(string_intern_1.cachedSpaces[1], options.tabSize || 4);
        }
        else {
            indentValue = '\t';
        }
        const indentType = indentValue === '\t' ? '\t' : ' ';
        let scanner = (0, scanner_1.createScanner)(formatText, false);
        let hasError = false;
        function newLinesAndIndent() {
            if (numberLineBreaks > 1) {
                return repeat(eol, numberLineBreaks) + repeat(indentValue, initialIndentLevel + indentLevel);
            }
            const amountOfSpaces = indentValue.length * (initialIndentLevel + indentLevel);
            if (!eolFastPathSupported || amountOfSpaces > string_intern_1.cachedBreakLinesWithSpaces[indentType][eol].length) {
                return eol + repeat(indentValue, initialIndentLevel + indentLevel);
            }
            if (amountOfSpaces <= 0) {
                return eol;
            }
            return string_intern_1.cachedBreakLinesWithSpaces[indentType][eol][amountOfSpaces];
        }
        function scanNext() {
            let token = scanner.scan();
            numberLineBreaks = 0;
            while (token === 15 /* SyntaxKind.Trivia */ || token === 14 /* SyntaxKind.LineBreakTrivia */) {
                if (token === 14 /* SyntaxKind.LineBreakTrivia */ && options.keepLines) {
                    numberLineBreaks += 1;
                }
                else if (token === 14 /* SyntaxKind.LineBreakTrivia */) {
                    numberLineBreaks = 1;
                }
                token = scanner.scan();
            }
            hasError = token === 16 /* SyntaxKind.Unknown */ || scanner.getTokenError() !== 0 /* ScanError.None */;
            return token;
        }
        const editOperations = [];
        function addEdit(text, startOffset, endOffset) {
            if (!hasError && (!range || (startOffset < rangeEnd && endOffset > rangeStart)) && documentText.substring(startOffset, endOffset) !== text) {
                editOperations.push({ offset: startOffset, length: endOffset - startOffset, content: text });
            }
        }
        let firstToken = scanNext();
        if (options.keepLines && numberLineBreaks > 0) {
            addEdit(repeat(eol, numberLineBreaks), 0, 0);
        }
        if (firstToken !== 17 /* SyntaxKind.EOF */) {
            let firstTokenStart = scanner.getTokenOffset() + formatTextStart;
            let initialIndent = (indentValue.length * initialIndentLevel < 20) && options.insertSpaces
                ? string_intern_1.cachedSpaces[indentValue.length * initialIndentLevel]
                : repeat(indentValue, initialIndentLevel);
            addEdit(initialIndent, formatTextStart, firstTokenStart);
        }
        while (firstToken !== 17 /* SyntaxKind.EOF */) {
            let firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
            let secondToken = scanNext();
            let replaceContent = '';
            let needsLineBreak = false;
            while (numberLineBreaks === 0 && (secondToken === 12 /* SyntaxKind.LineCommentTrivia */ || secondToken === 13 /* SyntaxKind.BlockCommentTrivia */)) {
                let commentTokenStart = scanner.getTokenOffset() + formatTextStart;
                addEdit(string_intern_1.cachedSpaces[1], firstTokenEnd, commentTokenStart);
                firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
                needsLineBreak = secondToken === 12 /* SyntaxKind.LineCommentTrivia */;
                replaceContent = needsLineBreak ? newLinesAndIndent() : '';
                secondToken = scanNext();
            }
            if (secondToken === 2 /* SyntaxKind.CloseBraceToken */) {
                if (firstToken !== 1 /* SyntaxKind.OpenBraceToken */) {
                    indentLevel--;
                }
                ;
                if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 1 /* SyntaxKind.OpenBraceToken */) {
                    replaceContent = newLinesAndIndent();
                }
                else if (options.keepLines) {
                    replaceContent = string_intern_1.cachedSpaces[1];
                }
            }
            else if (secondToken === 4 /* SyntaxKind.CloseBracketToken */) {
                if (firstToken !== 3 /* SyntaxKind.OpenBracketToken */) {
                    indentLevel--;
                }
                ;
                if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 3 /* SyntaxKind.OpenBracketToken */) {
                    replaceContent = newLinesAndIndent();
                }
                else if (options.keepLines) {
                    replaceContent = string_intern_1.cachedSpaces[1];
                }
            }
            else {
                switch (firstToken) {
                    case 3 /* SyntaxKind.OpenBracketToken */:
                    case 1 /* SyntaxKind.OpenBraceToken */:
                        indentLevel++;
                        if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
                            replaceContent = newLinesAndIndent();
                        }
                        else {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 5 /* SyntaxKind.CommaToken */:
                        if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
                            replaceContent = newLinesAndIndent();
                        }
                        else {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 12 /* SyntaxKind.LineCommentTrivia */:
                        replaceContent = newLinesAndIndent();
                        break;
                    case 13 /* SyntaxKind.BlockCommentTrivia */:
                        if (numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else if (!needsLineBreak) {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 6 /* SyntaxKind.ColonToken */:
                        if (options.keepLines && numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else if (!needsLineBreak) {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 10 /* SyntaxKind.StringLiteral */:
                        if (options.keepLines && numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else if (secondToken === 6 /* SyntaxKind.ColonToken */ && !needsLineBreak) {
                            replaceContent = '';
                        }
                        break;
                    case 7 /* SyntaxKind.NullKeyword */:
                    case 8 /* SyntaxKind.TrueKeyword */:
                    case 9 /* SyntaxKind.FalseKeyword */:
                    case 11 /* SyntaxKind.NumericLiteral */:
                    case 2 /* SyntaxKind.CloseBraceToken */:
                    case 4 /* SyntaxKind.CloseBracketToken */:
                        if (options.keepLines && numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else {
                            if ((secondToken === 12 /* SyntaxKind.LineCommentTrivia */ || secondToken === 13 /* SyntaxKind.BlockCommentTrivia */) && !needsLineBreak) {
                                replaceContent = string_intern_1.cachedSpaces[1];
                            }
                            else if (secondToken !== 5 /* SyntaxKind.CommaToken */ && secondToken !== 17 /* SyntaxKind.EOF */) {
                                hasError = true;
                            }
                        }
                        break;
                    case 16 /* SyntaxKind.Unknown */:
                        hasError = true;
                        break;
                }
                if (numberLineBreaks > 0 && (secondToken === 12 /* SyntaxKind.LineCommentTrivia */ || secondToken === 13 /* SyntaxKind.BlockCommentTrivia */)) {
                    replaceContent = newLinesAndIndent();
                }
            }
            if (secondToken === 17 /* SyntaxKind.EOF */) {
                if (options.keepLines && numberLineBreaks > 0) {
                    replaceContent = newLinesAndIndent();
                }
                else {
                    replaceContent = options.insertFinalNewline ? eol : '';
                }
            }
            const secondTokenStart = scanner.getTokenOffset() + formatTextStart;
            addEdit(replaceContent, firstTokenEnd, secondTokenStart);
            firstToken = secondToken;
        }
        return editOperations;
    }
    exports.format = format;
    function repeat(s, count) {
        let result = '';
        for (let i = 0; i < count; i++) {
            result += s;
        }
        return result;
    }
    function computeIndentLevel(content, options) {
        let i = 0;
        let nChars = 0;
        const tabSize = options.tabSize || 4;
        while (i < content.length) {
            let ch = content.charAt(i);
            if (ch === string_intern_1.cachedSpaces[1]) {
                nChars++;
            }
            else if (ch === '\t') {
                nChars += tabSize;
            }
            else {
                break;
            }
            i++;
        }
        return Math.floor(nChars / tabSize);
    }
    function getEOL(options, text) {
        for (let i = 0; i < text.length; i++) {
            const ch = text.charAt(i);
            if (ch === '\r') {
                if (i + 1 < text.length && text.charAt(i + 1) === '\n') {
                    return '\r\n';
                }
                return '\r';
            }
            else if (ch === '\n') {
                return '\n';
            }
        }
        return (options && options.eol) || '\n';
    }
    function isEOL(text, offset) {
        return '\r\n'.indexOf(text.charAt(offset)) !== -1;
    }
    exports.isEOL = isEOL;
});


/***/ }),

/***/ 5152:
/***/ ((module, exports, __nccwpck_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./scanner"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.getNodeType = exports.stripComments = exports.visit = exports.findNodeAtOffset = exports.contains = exports.getNodeValue = exports.getNodePath = exports.findNodeAtLocation = exports.parseTree = exports.parse = exports.getLocation = void 0;
    const scanner_1 = __nccwpck_require__(8525);
    var ParseOptions;
    (function (ParseOptions) {
        ParseOptions.DEFAULT = {
            allowTrailingComma: false
        };
    })(ParseOptions || (ParseOptions = {}));
    /**
     * For a given offset, evaluate the location in the JSON document. Each segment in the location path is either a property name or an array index.
     */
    function getLocation(text, position) {
        const segments = []; // strings or numbers
        const earlyReturnException = new Object();
        let previousNode = undefined;
        const previousNodeInst = {
            value: {},
            offset: 0,
            length: 0,
            type: 'object',
            parent: undefined
        };
        let isAtPropertyKey = false;
        function setPreviousNode(value, offset, length, type) {
            previousNodeInst.value = value;
            previousNodeInst.offset = offset;
            previousNodeInst.length = length;
            previousNodeInst.type = type;
            previousNodeInst.colonOffset = undefined;
            previousNode = previousNodeInst;
        }
        try {
            visit(text, {
                onObjectBegin: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    isAtPropertyKey = position > offset;
                    segments.push(''); // push a placeholder (will be replaced)
                },
                onObjectProperty: (name, offset, length) => {
                    if (position < offset) {
                        throw earlyReturnException;
                    }
                    setPreviousNode(name, offset, length, 'property');
                    segments[segments.length - 1] = name;
                    if (position <= offset + length) {
                        throw earlyReturnException;
                    }
                },
                onObjectEnd: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    segments.pop();
                },
                onArrayBegin: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    segments.push(0);
                },
                onArrayEnd: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    segments.pop();
                },
                onLiteralValue: (value, offset, length) => {
                    if (position < offset) {
                        throw earlyReturnException;
                    }
                    setPreviousNode(value, offset, length, getNodeType(value));
                    if (position <= offset + length) {
                        throw earlyReturnException;
                    }
                },
                onSeparator: (sep, offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    if (sep === ':' && previousNode && previousNode.type === 'property') {
                        previousNode.colonOffset = offset;
                        isAtPropertyKey = false;
                        previousNode = undefined;
                    }
                    else if (sep === ',') {
                        const last = segments[segments.length - 1];
                        if (typeof last === 'number') {
                            segments[segments.length - 1] = last + 1;
                        }
                        else {
                            isAtPropertyKey = true;
                            segments[segments.length - 1] = '';
                        }
                        previousNode = undefined;
                    }
                }
            });
        }
        catch (e) {
            if (e !== earlyReturnException) {
                throw e;
            }
        }
        return {
            path: segments,
            previousNode,
            isAtPropertyKey,
            matches: (pattern) => {
                let k = 0;
                for (let i = 0; k < pattern.length && i < segments.length; i++) {
                    if (pattern[k] === segments[i] || pattern[k] === '*') {
                        k++;
                    }
                    else if (pattern[k] !== '**') {
                        return false;
                    }
                }
                return k === pattern.length;
            }
        };
    }
    exports.getLocation = getLocation;
    /**
     * Parses the given text and returns the object the JSON content represents. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     * Therefore always check the errors list to find out if the input was valid.
     */
    function parse(text, errors = [], options = ParseOptions.DEFAULT) {
        let currentProperty = null;
        let currentParent = [];
        const previousParents = [];
        function onValue(value) {
            if (Array.isArray(currentParent)) {
                currentParent.push(value);
            }
            else if (currentProperty !== null) {
                currentParent[currentProperty] = value;
            }
        }
        const visitor = {
            onObjectBegin: () => {
                const object = {};
                onValue(object);
                previousParents.push(currentParent);
                currentParent = object;
                currentProperty = null;
            },
            onObjectProperty: (name) => {
                currentProperty = name;
            },
            onObjectEnd: () => {
                currentParent = previousParents.pop();
            },
            onArrayBegin: () => {
                const array = [];
                onValue(array);
                previousParents.push(currentParent);
                currentParent = array;
                currentProperty = null;
            },
            onArrayEnd: () => {
                currentParent = previousParents.pop();
            },
            onLiteralValue: onValue,
            onError: (error, offset, length) => {
                errors.push({ error, offset, length });
            }
        };
        visit(text, visitor, options);
        return currentParent[0];
    }
    exports.parse = parse;
    /**
     * Parses the given text and returns a tree representation the JSON content. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     */
    function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
        let currentParent = { type: 'array', offset: -1, length: -1, children: [], parent: undefined }; // artificial root
        function ensurePropertyComplete(endOffset) {
            if (currentParent.type === 'property') {
                currentParent.length = endOffset - currentParent.offset;
                currentParent = currentParent.parent;
            }
        }
        function onValue(valueNode) {
            currentParent.children.push(valueNode);
            return valueNode;
        }
        const visitor = {
            onObjectBegin: (offset) => {
                currentParent = onValue({ type: 'object', offset, length: -1, parent: currentParent, children: [] });
            },
            onObjectProperty: (name, offset, length) => {
                currentParent = onValue({ type: 'property', offset, length: -1, parent: currentParent, children: [] });
                currentParent.children.push({ type: 'string', value: name, offset, length, parent: currentParent });
            },
            onObjectEnd: (offset, length) => {
                ensurePropertyComplete(offset + length); // in case of a missing value for a property: make sure property is complete
                currentParent.length = offset + length - currentParent.offset;
                currentParent = currentParent.parent;
                ensurePropertyComplete(offset + length);
            },
            onArrayBegin: (offset, length) => {
                currentParent = onValue({ type: 'array', offset, length: -1, parent: currentParent, children: [] });
            },
            onArrayEnd: (offset, length) => {
                currentParent.length = offset + length - currentParent.offset;
                currentParent = currentParent.parent;
                ensurePropertyComplete(offset + length);
            },
            onLiteralValue: (value, offset, length) => {
                onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
                ensurePropertyComplete(offset + length);
            },
            onSeparator: (sep, offset, length) => {
                if (currentParent.type === 'property') {
                    if (sep === ':') {
                        currentParent.colonOffset = offset;
                    }
                    else if (sep === ',') {
                        ensurePropertyComplete(offset);
                    }
                }
            },
            onError: (error, offset, length) => {
                errors.push({ error, offset, length });
            }
        };
        visit(text, visitor, options);
        const result = currentParent.children[0];
        if (result) {
            delete result.parent;
        }
        return result;
    }
    exports.parseTree = parseTree;
    /**
     * Finds the node at the given path in a JSON DOM.
     */
    function findNodeAtLocation(root, path) {
        if (!root) {
            return undefined;
        }
        let node = root;
        for (let segment of path) {
            if (typeof segment === 'string') {
                if (node.type !== 'object' || !Array.isArray(node.children)) {
                    return undefined;
                }
                let found = false;
                for (const propertyNode of node.children) {
                    if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
                        node = propertyNode.children[1];
                        found = true;
                        break;
                    }
                }
                if (!found) {
                    return undefined;
                }
            }
            else {
                const index = segment;
                if (node.type !== 'array' || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
                    return undefined;
                }
                node = node.children[index];
            }
        }
        return node;
    }
    exports.findNodeAtLocation = findNodeAtLocation;
    /**
     * Gets the JSON path of the given JSON DOM node
     */
    function getNodePath(node) {
        if (!node.parent || !node.parent.children) {
            return [];
        }
        const path = getNodePath(node.parent);
        if (node.parent.type === 'property') {
            const key = node.parent.children[0].value;
            path.push(key);
        }
        else if (node.parent.type === 'array') {
            const index = node.parent.children.indexOf(node);
            if (index !== -1) {
                path.push(index);
            }
        }
        return path;
    }
    exports.getNodePath = getNodePath;
    /**
     * Evaluates the JavaScript object of the given JSON DOM node
     */
    function getNodeValue(node) {
        switch (node.type) {
            case 'array':
                return node.children.map(getNodeValue);
            case 'object':
                const obj = Object.create(null);
                for (let prop of node.children) {
                    const valueNode = prop.children[1];
                    if (valueNode) {
                        obj[prop.children[0].value] = getNodeValue(valueNode);
                    }
                }
                return obj;
            case 'null':
            case 'string':
            case 'number':
            case 'boolean':
                return node.value;
            default:
                return undefined;
        }
    }
    exports.getNodeValue = getNodeValue;
    function contains(node, offset, includeRightBound = false) {
        return (offset >= node.offset && offset < (node.offset + node.length)) || includeRightBound && (offset === (node.offset + node.length));
    }
    exports.contains = contains;
    /**
     * Finds the most inner node at the given offset. If includeRightBound is set, also finds nodes that end at the given offset.
     */
    function findNodeAtOffset(node, offset, includeRightBound = false) {
        if (contains(node, offset, includeRightBound)) {
            const children = node.children;
            if (Array.isArray(children)) {
                for (let i = 0; i < children.length && children[i].offset <= offset; i++) {
                    const item = findNodeAtOffset(children[i], offset, includeRightBound);
                    if (item) {
                        return item;
                    }
                }
            }
            return node;
        }
        return undefined;
    }
    exports.findNodeAtOffset = findNodeAtOffset;
    /**
     * Parses the given text and invokes the visitor functions for each object, array and literal reached.
     */
    function visit(text, visitor, options = ParseOptions.DEFAULT) {
        const _scanner = (0, scanner_1.createScanner)(text, false);
        // Important: Only pass copies of this to visitor functions to prevent accidental modification, and
        // to not affect visitor functions which stored a reference to a previous JSONPath
        const _jsonPath = [];
        // Depth of onXXXBegin() callbacks suppressed. onXXXEnd() decrements this if it isn't 0 already.
        // Callbacks are only called when this value is 0.
        let suppressedCallbacks = 0;
        function toNoArgVisit(visitFunction) {
            return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
        }
        function toOneArgVisit(visitFunction) {
            return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
        }
        function toOneArgVisitWithPath(visitFunction) {
            return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
        }
        function toBeginVisit(visitFunction) {
            return visitFunction ?
                () => {
                    if (suppressedCallbacks > 0) {
                        suppressedCallbacks++;
                    }
                    else {
                        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
                        if (cbReturn === false) {
                            suppressedCallbacks = 1;
                        }
                    }
                }
                : () => true;
        }
        function toEndVisit(visitFunction) {
            return visitFunction ?
                () => {
                    if (suppressedCallbacks > 0) {
                        suppressedCallbacks--;
                    }
                    if (suppressedCallbacks === 0) {
                        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
                    }
                }
                : () => true;
        }
        const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
        const disallowComments = options && options.disallowComments;
        const allowTrailingComma = options && options.allowTrailingComma;
        function scanNext() {
            while (true) {
                const token = _scanner.scan();
                switch (_scanner.getTokenError()) {
                    case 4 /* ScanError.InvalidUnicode */:
                        handleError(14 /* ParseErrorCode.InvalidUnicode */);
                        break;
                    case 5 /* ScanError.InvalidEscapeCharacter */:
                        handleError(15 /* ParseErrorCode.InvalidEscapeCharacter */);
                        break;
                    case 3 /* ScanError.UnexpectedEndOfNumber */:
                        handleError(13 /* ParseErrorCode.UnexpectedEndOfNumber */);
                        break;
                    case 1 /* ScanError.UnexpectedEndOfComment */:
                        if (!disallowComments) {
                            handleError(11 /* ParseErrorCode.UnexpectedEndOfComment */);
                        }
                        break;
                    case 2 /* ScanError.UnexpectedEndOfString */:
                        handleError(12 /* ParseErrorCode.UnexpectedEndOfString */);
                        break;
                    case 6 /* ScanError.InvalidCharacter */:
                        handleError(16 /* ParseErrorCode.InvalidCharacter */);
                        break;
                }
                switch (token) {
                    case 12 /* SyntaxKind.LineCommentTrivia */:
                    case 13 /* SyntaxKind.BlockCommentTrivia */:
                        if (disallowComments) {
                            handleError(10 /* ParseErrorCode.InvalidCommentToken */);
                        }
                        else {
                            onComment();
                        }
                        break;
                    case 16 /* SyntaxKind.Unknown */:
                        handleError(1 /* ParseErrorCode.InvalidSymbol */);
                        break;
                    case 15 /* SyntaxKind.Trivia */:
                    case 14 /* SyntaxKind.LineBreakTrivia */:
                        break;
                    default:
                        return token;
                }
            }
        }
        function handleError(error, skipUntilAfter = [], skipUntil = []) {
            onError(error);
            if (skipUntilAfter.length + skipUntil.length > 0) {
                let token = _scanner.getToken();
                while (token !== 17 /* SyntaxKind.EOF */) {
                    if (skipUntilAfter.indexOf(token) !== -1) {
                        scanNext();
                        break;
                    }
                    else if (skipUntil.indexOf(token) !== -1) {
                        break;
                    }
                    token = scanNext();
                }
            }
        }
        function parseString(isValue) {
            const value = _scanner.getTokenValue();
            if (isValue) {
                onLiteralValue(value);
            }
            else {
                onObjectProperty(value);
                // add property name afterwards
                _jsonPath.push(value);
            }
            scanNext();
            return true;
        }
        function parseLiteral() {
            switch (_scanner.getToken()) {
                case 11 /* SyntaxKind.NumericLiteral */:
                    const tokenValue = _scanner.getTokenValue();
                    let value = Number(tokenValue);
                    if (isNaN(value)) {
                        handleError(2 /* ParseErrorCode.InvalidNumberFormat */);
                        value = 0;
                    }
                    onLiteralValue(value);
                    break;
                case 7 /* SyntaxKind.NullKeyword */:
                    onLiteralValue(null);
                    break;
                case 8 /* SyntaxKind.TrueKeyword */:
                    onLiteralValue(true);
                    break;
                case 9 /* SyntaxKind.FalseKeyword */:
                    onLiteralValue(false);
                    break;
                default:
                    return false;
            }
            scanNext();
            return true;
        }
        function parseProperty() {
            if (_scanner.getToken() !== 10 /* SyntaxKind.StringLiteral */) {
                handleError(3 /* ParseErrorCode.PropertyNameExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
                return false;
            }
            parseString(false);
            if (_scanner.getToken() === 6 /* SyntaxKind.ColonToken */) {
                onSeparator(':');
                scanNext(); // consume colon
                if (!parseValue()) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
                }
            }
            else {
                handleError(5 /* ParseErrorCode.ColonExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
            }
            _jsonPath.pop(); // remove processed property name
            return true;
        }
        function parseObject() {
            onObjectBegin();
            scanNext(); // consume open brace
            let needsComma = false;
            while (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
                if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                    if (!needsComma) {
                        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                    }
                    onSeparator(',');
                    scanNext(); // consume comma
                    if (_scanner.getToken() === 2 /* SyntaxKind.CloseBraceToken */ && allowTrailingComma) {
                        break;
                    }
                }
                else if (needsComma) {
                    handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
                }
                if (!parseProperty()) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
                }
                needsComma = true;
            }
            onObjectEnd();
            if (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */) {
                handleError(7 /* ParseErrorCode.CloseBraceExpected */, [2 /* SyntaxKind.CloseBraceToken */], []);
            }
            else {
                scanNext(); // consume close brace
            }
            return true;
        }
        function parseArray() {
            onArrayBegin();
            scanNext(); // consume open bracket
            let isFirstElement = true;
            let needsComma = false;
            while (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
                if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                    if (!needsComma) {
                        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                    }
                    onSeparator(',');
                    scanNext(); // consume comma
                    if (_scanner.getToken() === 4 /* SyntaxKind.CloseBracketToken */ && allowTrailingComma) {
                        break;
                    }
                }
                else if (needsComma) {
                    handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
                }
                if (isFirstElement) {
                    _jsonPath.push(0);
                    isFirstElement = false;
                }
                else {
                    _jsonPath[_jsonPath.length - 1]++;
                }
                if (!parseValue()) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], [4 /* SyntaxKind.CloseBracketToken */, 5 /* SyntaxKind.CommaToken */]);
                }
                needsComma = true;
            }
            onArrayEnd();
            if (!isFirstElement) {
                _jsonPath.pop(); // remove array index
            }
            if (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */) {
                handleError(8 /* ParseErrorCode.CloseBracketExpected */, [4 /* SyntaxKind.CloseBracketToken */], []);
            }
            else {
                scanNext(); // consume close bracket
            }
            return true;
        }
        function parseValue() {
            switch (_scanner.getToken()) {
                case 3 /* SyntaxKind.OpenBracketToken */:
                    return parseArray();
                case 1 /* SyntaxKind.OpenBraceToken */:
                    return parseObject();
                case 10 /* SyntaxKind.StringLiteral */:
                    return parseString(true);
                default:
                    return parseLiteral();
            }
        }
        scanNext();
        if (_scanner.getToken() === 17 /* SyntaxKind.EOF */) {
            if (options.allowEmptyContent) {
                return true;
            }
            handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
            return false;
        }
        if (!parseValue()) {
            handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
            return false;
        }
        if (_scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
            handleError(9 /* ParseErrorCode.EndOfFileExpected */, [], []);
        }
        return true;
    }
    exports.visit = visit;
    /**
     * Takes JSON with JavaScript-style comments and remove
     * them. Optionally replaces every none-newline character
     * of comments with a replaceCharacter
     */
    function stripComments(text, replaceCh) {
        let _scanner = (0, scanner_1.createScanner)(text), parts = [], kind, offset = 0, pos;
        do {
            pos = _scanner.getPosition();
            kind = _scanner.scan();
            switch (kind) {
                case 12 /* SyntaxKind.LineCommentTrivia */:
                case 13 /* SyntaxKind.BlockCommentTrivia */:
                case 17 /* SyntaxKind.EOF */:
                    if (offset !== pos) {
                        parts.push(text.substring(offset, pos));
                    }
                    if (replaceCh !== undefined) {
                        parts.push(_scanner.getTokenValue().replace(/[^\r\n]/g, replaceCh));
                    }
                    offset = _scanner.getPosition();
                    break;
            }
        } while (kind !== 17 /* SyntaxKind.EOF */);
        return parts.join('');
    }
    exports.stripComments = stripComments;
    function getNodeType(value) {
        switch (typeof value) {
            case 'boolean': return 'boolean';
            case 'number': return 'number';
            case 'string': return 'string';
            case 'object': {
                if (!value) {
                    return 'null';
                }
                else if (Array.isArray(value)) {
                    return 'array';
                }
                return 'object';
            }
            default: return 'null';
        }
    }
    exports.getNodeType = getNodeType;
});


/***/ }),

/***/ 8525:
/***/ ((module, exports) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.createScanner = void 0;
    /**
     * Creates a JSON scanner on the given text.
     * If ignoreTrivia is set, whitespaces or comments are ignored.
     */
    function createScanner(text, ignoreTrivia = false) {
        const len = text.length;
        let pos = 0, value = '', tokenOffset = 0, token = 16 /* SyntaxKind.Unknown */, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0 /* ScanError.None */;
        function scanHexDigits(count, exact) {
            let digits = 0;
            let value = 0;
            while (digits < count || !exact) {
                let ch = text.charCodeAt(pos);
                if (ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */) {
                    value = value * 16 + ch - 48 /* CharacterCodes._0 */;
                }
                else if (ch >= 65 /* CharacterCodes.A */ && ch <= 70 /* CharacterCodes.F */) {
                    value = value * 16 + ch - 65 /* CharacterCodes.A */ + 10;
                }
                else if (ch >= 97 /* CharacterCodes.a */ && ch <= 102 /* CharacterCodes.f */) {
                    value = value * 16 + ch - 97 /* CharacterCodes.a */ + 10;
                }
                else {
                    break;
                }
                pos++;
                digits++;
            }
            if (digits < count) {
                value = -1;
            }
            return value;
        }
        function setPosition(newPosition) {
            pos = newPosition;
            value = '';
            tokenOffset = 0;
            token = 16 /* SyntaxKind.Unknown */;
            scanError = 0 /* ScanError.None */;
        }
        function scanNumber() {
            let start = pos;
            if (text.charCodeAt(pos) === 48 /* CharacterCodes._0 */) {
                pos++;
            }
            else {
                pos++;
                while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                }
            }
            if (pos < text.length && text.charCodeAt(pos) === 46 /* CharacterCodes.dot */) {
                pos++;
                if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                    while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                        pos++;
                    }
                }
                else {
                    scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
                    return text.substring(start, pos);
                }
            }
            let end = pos;
            if (pos < text.length && (text.charCodeAt(pos) === 69 /* CharacterCodes.E */ || text.charCodeAt(pos) === 101 /* CharacterCodes.e */)) {
                pos++;
                if (pos < text.length && text.charCodeAt(pos) === 43 /* CharacterCodes.plus */ || text.charCodeAt(pos) === 45 /* CharacterCodes.minus */) {
                    pos++;
                }
                if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                    while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                        pos++;
                    }
                    end = pos;
                }
                else {
                    scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
                }
            }
            return text.substring(start, end);
        }
        function scanString() {
            let result = '', start = pos;
            while (true) {
                if (pos >= len) {
                    result += text.substring(start, pos);
                    scanError = 2 /* ScanError.UnexpectedEndOfString */;
                    break;
                }
                const ch = text.charCodeAt(pos);
                if (ch === 34 /* CharacterCodes.doubleQuote */) {
                    result += text.substring(start, pos);
                    pos++;
                    break;
                }
                if (ch === 92 /* CharacterCodes.backslash */) {
                    result += text.substring(start, pos);
                    pos++;
                    if (pos >= len) {
                        scanError = 2 /* ScanError.UnexpectedEndOfString */;
                        break;
                    }
                    const ch2 = text.charCodeAt(pos++);
                    switch (ch2) {
                        case 34 /* CharacterCodes.doubleQuote */:
                            result += '\"';
                            break;
                        case 92 /* CharacterCodes.backslash */:
                            result += '\\';
                            break;
                        case 47 /* CharacterCodes.slash */:
                            result += '/';
                            break;
                        case 98 /* CharacterCodes.b */:
                            result += '\b';
                            break;
                        case 102 /* CharacterCodes.f */:
                            result += '\f';
                            break;
                        case 110 /* CharacterCodes.n */:
                            result += '\n';
                            break;
                        case 114 /* CharacterCodes.r */:
                            result += '\r';
                            break;
                        case 116 /* CharacterCodes.t */:
                            result += '\t';
                            break;
                        case 117 /* CharacterCodes.u */:
                            const ch3 = scanHexDigits(4, true);
                            if (ch3 >= 0) {
                                result += String.fromCharCode(ch3);
                            }
                            else {
                                scanError = 4 /* ScanError.InvalidUnicode */;
                            }
                            break;
                        default:
                            scanError = 5 /* ScanError.InvalidEscapeCharacter */;
                    }
                    start = pos;
                    continue;
                }
                if (ch >= 0 && ch <= 0x1f) {
                    if (isLineBreak(ch)) {
                        result += text.substring(start, pos);
                        scanError = 2 /* ScanError.UnexpectedEndOfString */;
                        break;
                    }
                    else {
                        scanError = 6 /* ScanError.InvalidCharacter */;
                        // mark as error but continue with string
                    }
                }
                pos++;
            }
            return result;
        }
        function scanNext() {
            value = '';
            scanError = 0 /* ScanError.None */;
            tokenOffset = pos;
            lineStartOffset = lineNumber;
            prevTokenLineStartOffset = tokenLineStartOffset;
            if (pos >= len) {
                // at the end
                tokenOffset = len;
                return token = 17 /* SyntaxKind.EOF */;
            }
            let code = text.charCodeAt(pos);
            // trivia: whitespace
            if (isWhiteSpace(code)) {
                do {
                    pos++;
                    value += String.fromCharCode(code);
                    code = text.charCodeAt(pos);
                } while (isWhiteSpace(code));
                return token = 15 /* SyntaxKind.Trivia */;
            }
            // trivia: newlines
            if (isLineBreak(code)) {
                pos++;
                value += String.fromCharCode(code);
                if (code === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                    pos++;
                    value += '\n';
                }
                lineNumber++;
                tokenLineStartOffset = pos;
                return token = 14 /* SyntaxKind.LineBreakTrivia */;
            }
            switch (code) {
                // tokens: []{}:,
                case 123 /* CharacterCodes.openBrace */:
                    pos++;
                    return token = 1 /* SyntaxKind.OpenBraceToken */;
                case 125 /* CharacterCodes.closeBrace */:
                    pos++;
                    return token = 2 /* SyntaxKind.CloseBraceToken */;
                case 91 /* CharacterCodes.openBracket */:
                    pos++;
                    return token = 3 /* SyntaxKind.OpenBracketToken */;
                case 93 /* CharacterCodes.closeBracket */:
                    pos++;
                    return token = 4 /* SyntaxKind.CloseBracketToken */;
                case 58 /* CharacterCodes.colon */:
                    pos++;
                    return token = 6 /* SyntaxKind.ColonToken */;
                case 44 /* CharacterCodes.comma */:
                    pos++;
                    return token = 5 /* SyntaxKind.CommaToken */;
                // strings
                case 34 /* CharacterCodes.doubleQuote */:
                    pos++;
                    value = scanString();
                    return token = 10 /* SyntaxKind.StringLiteral */;
                // comments
                case 47 /* CharacterCodes.slash */:
                    const start = pos - 1;
                    // Single-line comment
                    if (text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                        pos += 2;
                        while (pos < len) {
                            if (isLineBreak(text.charCodeAt(pos))) {
                                break;
                            }
                            pos++;
                        }
                        value = text.substring(start, pos);
                        return token = 12 /* SyntaxKind.LineCommentTrivia */;
                    }
                    // Multi-line comment
                    if (text.charCodeAt(pos + 1) === 42 /* CharacterCodes.asterisk */) {
                        pos += 2;
                        const safeLength = len - 1; // For lookahead.
                        let commentClosed = false;
                        while (pos < safeLength) {
                            const ch = text.charCodeAt(pos);
                            if (ch === 42 /* CharacterCodes.asterisk */ && text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                                pos += 2;
                                commentClosed = true;
                                break;
                            }
                            pos++;
                            if (isLineBreak(ch)) {
                                if (ch === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                                    pos++;
                                }
                                lineNumber++;
                                tokenLineStartOffset = pos;
                            }
                        }
                        if (!commentClosed) {
                            pos++;
                            scanError = 1 /* ScanError.UnexpectedEndOfComment */;
                        }
                        value = text.substring(start, pos);
                        return token = 13 /* SyntaxKind.BlockCommentTrivia */;
                    }
                    // just a single slash
                    value += String.fromCharCode(code);
                    pos++;
                    return token = 16 /* SyntaxKind.Unknown */;
                // numbers
                case 45 /* CharacterCodes.minus */:
                    value += String.fromCharCode(code);
                    pos++;
                    if (pos === len || !isDigit(text.charCodeAt(pos))) {
                        return token = 16 /* SyntaxKind.Unknown */;
                    }
                // found a minus, followed by a number so
                // we fall through to proceed with scanning
                // numbers
                case 48 /* CharacterCodes._0 */:
                case 49 /* CharacterCodes._1 */:
                case 50 /* CharacterCodes._2 */:
                case 51 /* CharacterCodes._3 */:
                case 52 /* CharacterCodes._4 */:
                case 53 /* CharacterCodes._5 */:
                case 54 /* CharacterCodes._6 */:
                case 55 /* CharacterCodes._7 */:
                case 56 /* CharacterCodes._8 */:
                case 57 /* CharacterCodes._9 */:
                    value += scanNumber();
                    return token = 11 /* SyntaxKind.NumericLiteral */;
                // literals and unknown symbols
                default:
                    // is a literal? Read the full word.
                    while (pos < len && isUnknownContentCharacter(code)) {
                        pos++;
                        code = text.charCodeAt(pos);
                    }
                    if (tokenOffset !== pos) {
                        value = text.substring(tokenOffset, pos);
                        // keywords: true, false, null
                        switch (value) {
                            case 'true': return token = 8 /* SyntaxKind.TrueKeyword */;
                            case 'false': return token = 9 /* SyntaxKind.FalseKeyword */;
                            case 'null': return token = 7 /* SyntaxKind.NullKeyword */;
                        }
                        return token = 16 /* SyntaxKind.Unknown */;
                    }
                    // some
                    value += String.fromCharCode(code);
                    pos++;
                    return token = 16 /* SyntaxKind.Unknown */;
            }
        }
        function isUnknownContentCharacter(code) {
            if (isWhiteSpace(code) || isLineBreak(code)) {
                return false;
            }
            switch (code) {
                case 125 /* CharacterCodes.closeBrace */:
                case 93 /* CharacterCodes.closeBracket */:
                case 123 /* CharacterCodes.openBrace */:
                case 91 /* CharacterCodes.openBracket */:
                case 34 /* CharacterCodes.doubleQuote */:
                case 58 /* CharacterCodes.colon */:
                case 44 /* CharacterCodes.comma */:
                case 47 /* CharacterCodes.slash */:
                    return false;
            }
            return true;
        }
        function scanNextNonTrivia() {
            let result;
            do {
                result = scanNext();
            } while (result >= 12 /* SyntaxKind.LineCommentTrivia */ && result <= 15 /* SyntaxKind.Trivia */);
            return result;
        }
        return {
            setPosition: setPosition,
            getPosition: () => pos,
            scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
            getToken: () => token,
            getTokenValue: () => value,
            getTokenOffset: () => tokenOffset,
            getTokenLength: () => pos - tokenOffset,
            getTokenStartLine: () => lineStartOffset,
            getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
            getTokenError: () => scanError,
        };
    }
    exports.createScanner = createScanner;
    function isWhiteSpace(ch) {
        return ch === 32 /* CharacterCodes.space */ || ch === 9 /* CharacterCodes.tab */;
    }
    function isLineBreak(ch) {
        return ch === 10 /* CharacterCodes.lineFeed */ || ch === 13 /* CharacterCodes.carriageReturn */;
    }
    function isDigit(ch) {
        return ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */;
    }
    var CharacterCodes;
    (function (CharacterCodes) {
        CharacterCodes[CharacterCodes["lineFeed"] = 10] = "lineFeed";
        CharacterCodes[CharacterCodes["carriageReturn"] = 13] = "carriageReturn";
        CharacterCodes[CharacterCodes["space"] = 32] = "space";
        CharacterCodes[CharacterCodes["_0"] = 48] = "_0";
        CharacterCodes[CharacterCodes["_1"] = 49] = "_1";
        CharacterCodes[CharacterCodes["_2"] = 50] = "_2";
        CharacterCodes[CharacterCodes["_3"] = 51] = "_3";
        CharacterCodes[CharacterCodes["_4"] = 52] = "_4";
        CharacterCodes[CharacterCodes["_5"] = 53] = "_5";
        CharacterCodes[CharacterCodes["_6"] = 54] = "_6";
        CharacterCodes[CharacterCodes["_7"] = 55] = "_7";
        CharacterCodes[CharacterCodes["_8"] = 56] = "_8";
        CharacterCodes[CharacterCodes["_9"] = 57] = "_9";
        CharacterCodes[CharacterCodes["a"] = 97] = "a";
        CharacterCodes[CharacterCodes["b"] = 98] = "b";
        CharacterCodes[CharacterCodes["c"] = 99] = "c";
        CharacterCodes[CharacterCodes["d"] = 100] = "d";
        CharacterCodes[CharacterCodes["e"] = 101] = "e";
        CharacterCodes[CharacterCodes["f"] = 102] = "f";
        CharacterCodes[CharacterCodes["g"] = 103] = "g";
        CharacterCodes[CharacterCodes["h"] = 104] = "h";
        CharacterCodes[CharacterCodes["i"] = 105] = "i";
        CharacterCodes[CharacterCodes["j"] = 106] = "j";
        CharacterCodes[CharacterCodes["k"] = 107] = "k";
        CharacterCodes[CharacterCodes["l"] = 108] = "l";
        CharacterCodes[CharacterCodes["m"] = 109] = "m";
        CharacterCodes[CharacterCodes["n"] = 110] = "n";
        CharacterCodes[CharacterCodes["o"] = 111] = "o";
        CharacterCodes[CharacterCodes["p"] = 112] = "p";
        CharacterCodes[CharacterCodes["q"] = 113] = "q";
        CharacterCodes[CharacterCodes["r"] = 114] = "r";
        CharacterCodes[CharacterCodes["s"] = 115] = "s";
        CharacterCodes[CharacterCodes["t"] = 116] = "t";
        CharacterCodes[CharacterCodes["u"] = 117] = "u";
        CharacterCodes[CharacterCodes["v"] = 118] = "v";
        CharacterCodes[CharacterCodes["w"] = 119] = "w";
        CharacterCodes[CharacterCodes["x"] = 120] = "x";
        CharacterCodes[CharacterCodes["y"] = 121] = "y";
        CharacterCodes[CharacterCodes["z"] = 122] = "z";
        CharacterCodes[CharacterCodes["A"] = 65] = "A";
        CharacterCodes[CharacterCodes["B"] = 66] = "B";
        CharacterCodes[CharacterCodes["C"] = 67] = "C";
        CharacterCodes[CharacterCodes["D"] = 68] = "D";
        CharacterCodes[CharacterCodes["E"] = 69] = "E";
        CharacterCodes[CharacterCodes["F"] = 70] = "F";
        CharacterCodes[CharacterCodes["G"] = 71] = "G";
        CharacterCodes[CharacterCodes["H"] = 72] = "H";
        CharacterCodes[CharacterCodes["I"] = 73] = "I";
        CharacterCodes[CharacterCodes["J"] = 74] = "J";
        CharacterCodes[CharacterCodes["K"] = 75] = "K";
        CharacterCodes[CharacterCodes["L"] = 76] = "L";
        CharacterCodes[CharacterCodes["M"] = 77] = "M";
        CharacterCodes[CharacterCodes["N"] = 78] = "N";
        CharacterCodes[CharacterCodes["O"] = 79] = "O";
        CharacterCodes[CharacterCodes["P"] = 80] = "P";
        CharacterCodes[CharacterCodes["Q"] = 81] = "Q";
        CharacterCodes[CharacterCodes["R"] = 82] = "R";
        CharacterCodes[CharacterCodes["S"] = 83] = "S";
        CharacterCodes[CharacterCodes["T"] = 84] = "T";
        CharacterCodes[CharacterCodes["U"] = 85] = "U";
        CharacterCodes[CharacterCodes["V"] = 86] = "V";
        CharacterCodes[CharacterCodes["W"] = 87] = "W";
        CharacterCodes[CharacterCodes["X"] = 88] = "X";
        CharacterCodes[CharacterCodes["Y"] = 89] = "Y";
        CharacterCodes[CharacterCodes["Z"] = 90] = "Z";
        CharacterCodes[CharacterCodes["asterisk"] = 42] = "asterisk";
        CharacterCodes[CharacterCodes["backslash"] = 92] = "backslash";
        CharacterCodes[CharacterCodes["closeBrace"] = 125] = "closeBrace";
        CharacterCodes[CharacterCodes["closeBracket"] = 93] = "closeBracket";
        CharacterCodes[CharacterCodes["colon"] = 58] = "colon";
        CharacterCodes[CharacterCodes["comma"] = 44] = "comma";
        CharacterCodes[CharacterCodes["dot"] = 46] = "dot";
        CharacterCodes[CharacterCodes["doubleQuote"] = 34] = "doubleQuote";
        CharacterCodes[CharacterCodes["minus"] = 45] = "minus";
        CharacterCodes[CharacterCodes["openBrace"] = 123] = "openBrace";
        CharacterCodes[CharacterCodes["openBracket"] = 91] = "openBracket";
        CharacterCodes[CharacterCodes["plus"] = 43] = "plus";
        CharacterCodes[CharacterCodes["slash"] = 47] = "slash";
        CharacterCodes[CharacterCodes["formFeed"] = 12] = "formFeed";
        CharacterCodes[CharacterCodes["tab"] = 9] = "tab";
    })(CharacterCodes || (CharacterCodes = {}));
});


/***/ }),

/***/ 4579:
/***/ ((module, exports) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports"], factory);
    }
})(function () {
    "use strict";
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.supportedEols = exports.cachedBreakLinesWithSpaces = exports.cachedSpaces = void 0;
    exports.cachedSpaces = new Array(20).fill(0).map((_, index) => {
        return ' '.repeat(index);
    });
    const maxCachedValues = 200;
    exports.cachedBreakLinesWithSpaces = {
        ' ': {
            '\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\n' + ' '.repeat(index);
            }),
            '\r': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r' + ' '.repeat(index);
            }),
            '\r\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r\n' + ' '.repeat(index);
            }),
        },
        '\t': {
            '\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\n' + '\t'.repeat(index);
            }),
            '\r': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r' + '\t'.repeat(index);
            }),
            '\r\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r\n' + '\t'.repeat(index);
            }),
        }
    };
    exports.supportedEols = ['\n', '\r', '\r\n'];
});


/***/ }),

/***/ 9547:
/***/ ((module, exports, __nccwpck_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./impl/format", "./impl/edit", "./impl/scanner", "./impl/parser"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.applyEdits = exports.modify = exports.format = exports.printParseErrorCode = exports.ParseErrorCode = exports.stripComments = exports.visit = exports.getNodeValue = exports.getNodePath = exports.findNodeAtOffset = exports.findNodeAtLocation = exports.parseTree = exports.parse = exports.getLocation = exports.SyntaxKind = exports.ScanError = exports.createScanner = void 0;
    const formatter = __nccwpck_require__(6612);
    const edit = __nccwpck_require__(4807);
    const scanner = __nccwpck_require__(8525);
    const parser = __nccwpck_require__(5152);
    /**
     * Creates a JSON scanner on the given text.
     * If ignoreTrivia is set, whitespaces or comments are ignored.
     */
    exports.createScanner = scanner.createScanner;
    var ScanError;
    (function (ScanError) {
        ScanError[ScanError["None"] = 0] = "None";
        ScanError[ScanError["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
        ScanError[ScanError["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
        ScanError[ScanError["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
        ScanError[ScanError["InvalidUnicode"] = 4] = "InvalidUnicode";
        ScanError[ScanError["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
        ScanError[ScanError["InvalidCharacter"] = 6] = "InvalidCharacter";
    })(ScanError || (exports.ScanError = ScanError = {}));
    var SyntaxKind;
    (function (SyntaxKind) {
        SyntaxKind[SyntaxKind["OpenBraceToken"] = 1] = "OpenBraceToken";
        SyntaxKind[SyntaxKind["CloseBraceToken"] = 2] = "CloseBraceToken";
        SyntaxKind[SyntaxKind["OpenBracketToken"] = 3] = "OpenBracketToken";
        SyntaxKind[SyntaxKind["CloseBracketToken"] = 4] = "CloseBracketToken";
        SyntaxKind[SyntaxKind["CommaToken"] = 5] = "CommaToken";
        SyntaxKind[SyntaxKind["ColonToken"] = 6] = "ColonToken";
        SyntaxKind[SyntaxKind["NullKeyword"] = 7] = "NullKeyword";
        SyntaxKind[SyntaxKind["TrueKeyword"] = 8] = "TrueKeyword";
        SyntaxKind[SyntaxKind["FalseKeyword"] = 9] = "FalseKeyword";
        SyntaxKind[SyntaxKind["StringLiteral"] = 10] = "StringLiteral";
        SyntaxKind[SyntaxKind["NumericLiteral"] = 11] = "NumericLiteral";
        SyntaxKind[SyntaxKind["LineCommentTrivia"] = 12] = "LineCommentTrivia";
        SyntaxKind[SyntaxKind["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
        SyntaxKind[SyntaxKind["LineBreakTrivia"] = 14] = "LineBreakTrivia";
        SyntaxKind[SyntaxKind["Trivia"] = 15] = "Trivia";
        SyntaxKind[SyntaxKind["Unknown"] = 16] = "Unknown";
        SyntaxKind[SyntaxKind["EOF"] = 17] = "EOF";
    })(SyntaxKind || (exports.SyntaxKind = SyntaxKind = {}));
    /**
     * For a given offset, evaluate the location in the JSON document. Each segment in the location path is either a property name or an array index.
     */
    exports.getLocation = parser.getLocation;
    /**
     * Parses the given text and returns the object the JSON content represents. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     * Therefore, always check the errors list to find out if the input was valid.
     */
    exports.parse = parser.parse;
    /**
     * Parses the given text and returns a tree representation the JSON content. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     */
    exports.parseTree = parser.parseTree;
    /**
     * Finds the node at the given path in a JSON DOM.
     */
    exports.findNodeAtLocation = parser.findNodeAtLocation;
    /**
     * Finds the innermost node at the given offset. If includeRightBound is set, also finds nodes that end at the given offset.
     */
    exports.findNodeAtOffset = parser.findNodeAtOffset;
    /**
     * Gets the JSON path of the given JSON DOM node
     */
    exports.getNodePath = parser.getNodePath;
    /**
     * Evaluates the JavaScript object of the given JSON DOM node
     */
    exports.getNodeValue = parser.getNodeValue;
    /**
     * Parses the given text and invokes the visitor functions for each object, array and literal reached.
     */
    exports.visit = parser.visit;
    /**
     * Takes JSON with JavaScript-style comments and remove
     * them. Optionally replaces every none-newline character
     * of comments with a replaceCharacter
     */
    exports.stripComments = parser.stripComments;
    var ParseErrorCode;
    (function (ParseErrorCode) {
        ParseErrorCode[ParseErrorCode["InvalidSymbol"] = 1] = "InvalidSymbol";
        ParseErrorCode[ParseErrorCode["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
        ParseErrorCode[ParseErrorCode["PropertyNameExpected"] = 3] = "PropertyNameExpected";
        ParseErrorCode[ParseErrorCode["ValueExpected"] = 4] = "ValueExpected";
        ParseErrorCode[ParseErrorCode["ColonExpected"] = 5] = "ColonExpected";
        ParseErrorCode[ParseErrorCode["CommaExpected"] = 6] = "CommaExpected";
        ParseErrorCode[ParseErrorCode["CloseBraceExpected"] = 7] = "CloseBraceExpected";
        ParseErrorCode[ParseErrorCode["CloseBracketExpected"] = 8] = "CloseBracketExpected";
        ParseErrorCode[ParseErrorCode["EndOfFileExpected"] = 9] = "EndOfFileExpected";
        ParseErrorCode[ParseErrorCode["InvalidCommentToken"] = 10] = "InvalidCommentToken";
        ParseErrorCode[ParseErrorCode["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
        ParseErrorCode[ParseErrorCode["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
        ParseErrorCode[ParseErrorCode["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
        ParseErrorCode[ParseErrorCode["InvalidUnicode"] = 14] = "InvalidUnicode";
        ParseErrorCode[ParseErrorCode["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
        ParseErrorCode[ParseErrorCode["InvalidCharacter"] = 16] = "InvalidCharacter";
    })(ParseErrorCode || (exports.ParseErrorCode = ParseErrorCode = {}));
    function printParseErrorCode(code) {
        switch (code) {
            case 1 /* ParseErrorCode.InvalidSymbol */: return 'InvalidSymbol';
            case 2 /* ParseErrorCode.InvalidNumberFormat */: return 'InvalidNumberFormat';
            case 3 /* ParseErrorCode.PropertyNameExpected */: return 'PropertyNameExpected';
            case 4 /* ParseErrorCode.ValueExpected */: return 'ValueExpected';
            case 5 /* ParseErrorCode.ColonExpected */: return 'ColonExpected';
            case 6 /* ParseErrorCode.CommaExpected */: return 'CommaExpected';
            case 7 /* ParseErrorCode.CloseBraceExpected */: return 'CloseBraceExpected';
            case 8 /* ParseErrorCode.CloseBracketExpected */: return 'CloseBracketExpected';
            case 9 /* ParseErrorCode.EndOfFileExpected */: return 'EndOfFileExpected';
            case 10 /* ParseErrorCode.InvalidCommentToken */: return 'InvalidCommentToken';
            case 11 /* ParseErrorCode.UnexpectedEndOfComment */: return 'UnexpectedEndOfComment';
            case 12 /* ParseErrorCode.UnexpectedEndOfString */: return 'UnexpectedEndOfString';
            case 13 /* ParseErrorCode.UnexpectedEndOfNumber */: return 'UnexpectedEndOfNumber';
            case 14 /* ParseErrorCode.InvalidUnicode */: return 'InvalidUnicode';
            case 15 /* ParseErrorCode.InvalidEscapeCharacter */: return 'InvalidEscapeCharacter';
            case 16 /* ParseErrorCode.InvalidCharacter */: return 'InvalidCharacter';
        }
        return '<unknown ParseErrorCode>';
    }
    exports.printParseErrorCode = printParseErrorCode;
    /**
     * Computes the edit operations needed to format a JSON document.
     *
     * @param documentText The input text
     * @param range The range to format or `undefined` to format the full content
     * @param options The formatting options
     * @returns The edit operations describing the formatting changes to the original document following the format described in {@linkcode EditResult}.
     * To apply the edit operations to the input, use {@linkcode applyEdits}.
     */
    function format(documentText, range, options) {
        return formatter.format(documentText, range, options);
    }
    exports.format = format;
    /**
     * Computes the edit operations needed to modify a value in the JSON document.
     *
     * @param documentText The input text
     * @param path The path of the value to change. The path represents either to the document root, a property or an array item.
     * If the path points to an non-existing property or item, it will be created.
     * @param value The new value for the specified property or item. If the value is undefined,
     * the property or item will be removed.
     * @param options Options
     * @returns The edit operations describing the changes to the original document, following the format described in {@linkcode EditResult}.
     * To apply the edit operations to the input, use {@linkcode applyEdits}.
     */
    function modify(text, path, value, options) {
        return edit.setProperty(text, path, value, options);
    }
    exports.modify = modify;
    /**
     * Applies edits to an input string.
     * @param text The input text
     * @param edits Edit operations following the format described in {@linkcode EditResult}.
     * @returns The text with the applied edits.
     * @throws An error if the edit operations are not well-formed as described in {@linkcode EditResult}.
     */
    function applyEdits(text, edits) {
        let sortedEdits = edits.slice(0).sort((a, b) => {
            const diff = a.offset - b.offset;
            if (diff === 0) {
                return a.length - b.length;
            }
            return diff;
        });
        let lastModifiedOffset = text.length;
        for (let i = sortedEdits.length - 1; i >= 0; i--) {
            let e = sortedEdits[i];
            if (e.offset + e.length <= lastModifiedOffset) {
                text = edit.applyEdit(text, e);
            }
            else {
                throw new Error('Overlapping edit');
            }
            lastModifiedOffset = e.offset;
        }
        return text;
    }
    exports.applyEdits = applyEdits;
});


/***/ }),

/***/ 4028:
/***/ (function(module, exports, __nccwpck_require__) {


var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.types = void 0;
/* istanbul ignore file */
const types_1 = __nccwpck_require__(9282);
Object.defineProperty(exports, "types", ({ enumerable: true, get: function () { return types_1.types; } }));
__exportStar(__nccwpck_require__(697), exports);
__exportStar(__nccwpck_require__(306), exports);
const tokenizer_1 = __nccwpck_require__(697);
const reconstruct_1 = __nccwpck_require__(306);
__exportStar(__nccwpck_require__(9282), exports);
exports["default"] = tokenizer_1.tokenizer;
module.exports = tokenizer_1.tokenizer;
module.exports.types = types_1.types;
module.exports.reconstruct = reconstruct_1.reconstruct;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 306:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.reconstruct = void 0;
const types_1 = __nccwpck_require__(9282);
const write_set_tokens_1 = __nccwpck_require__(6349);
const reduceStack = (stack) => stack.map(exports.reconstruct).join('');
const createAlternate = (token) => {
    if ('options' in token) {
        return token.options.map(reduceStack).join('|');
    }
    else if ('stack' in token) {
        return reduceStack(token.stack);
    }
    else {
        throw new Error(`options or stack must be Root or Group token`);
    }
};
const reconstruct = (token) => {
    switch (token.type) {
        case types_1.types.ROOT:
            return createAlternate(token);
        case types_1.types.CHAR: {
            const c = String.fromCharCode(token.value);
            // Note that the escaping for characters inside classes is handled
            // in the write-set-tokens module so '-' and ']' are not escaped here
            return (/[[\\{}$^.|?*+()]/.test(c) ? '\\' : '') + c;
        }
        case types_1.types.POSITION:
            if (token.value === '^' || token.value === '$') {
                return token.value;
            }
            else {
                return `\\${token.value}`;
            }
        case types_1.types.REFERENCE:
            return `\\${token.value}`;
        case types_1.types.SET:
            return (0, write_set_tokens_1.writeSetTokens)(token);
        case types_1.types.GROUP: {
            // Check token.remember
            const prefix = token.name ? `?<${token.name}>` :
                token.remember ? '' :
                    token.followedBy ? '?=' :
                        token.notFollowedBy ? '?!' :
                            '?:';
            return `(${prefix}${createAlternate(token)})`;
        }
        case types_1.types.REPETITION: {
            const { min, max } = token;
            let endWith;
            if (min === 0 && max === 1) {
                endWith = '?';
            }
            else if (min === 1 && max === Infinity) {
                endWith = '+';
            }
            else if (min === 0 && max === Infinity) {
                endWith = '*';
            }
            else if (max === Infinity) {
                endWith = `{${min},}`;
            }
            else if (min === max) {
                endWith = `{${min}}`;
            }
            else {
                endWith = `{${min},${max}}`;
            }
            return `${(0, exports.reconstruct)(token.value)}${endWith}`;
        }
        case types_1.types.RANGE:
            return `${(0, write_set_tokens_1.setChar)(token.from)}-${(0, write_set_tokens_1.setChar)(token.to)}`;
        default:
            throw new Error(`Invalid token type ${token}`);
    }
};
exports.reconstruct = reconstruct;
//# sourceMappingURL=reconstruct.js.map

/***/ }),

/***/ 3494:
/***/ (function(__unused_webpack_module, exports, __nccwpck_require__) {


var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.NOTANYCHAR = exports.WHITESPACE = exports.WORDS = exports.INTS = void 0;
const Sets = __importStar(__nccwpck_require__(1227));
const types_1 = __nccwpck_require__(9282);
function setToLookup(tokens) {
    let lookup = {};
    let len = 0;
    for (const token of tokens) {
        if (token.type === types_1.types.CHAR) {
            lookup[token.value] = true;
        }
        // Note this is in an if statement because
        // the SetTokens type is (Char | Range | Set)[]
        // so a type error is thrown if it is not.
        // If the SetTokens type is modified the if statement
        // can be removed
        if (token.type === types_1.types.RANGE) {
            lookup[`${token.from}-${token.to}`] = true;
        }
        len += 1;
    }
    return {
        lookup: () => (Object.assign({}, lookup)),
        len,
    };
}
exports.INTS = setToLookup(Sets.ints().set);
exports.WORDS = setToLookup(Sets.words().set);
exports.WHITESPACE = setToLookup(Sets.whitespace().set);
exports.NOTANYCHAR = setToLookup(Sets.anyChar().set);
//# sourceMappingURL=sets-lookup.js.map

/***/ }),

/***/ 1227:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.anyChar = exports.notWhitespace = exports.whitespace = exports.notInts = exports.ints = exports.notWords = exports.words = void 0;
const types_1 = __nccwpck_require__(9282);
const INTS = () => [{ type: types_1.types.RANGE, from: 48, to: 57 }];
const WORDS = () => [
    { type: types_1.types.CHAR, value: 95 },
    { type: types_1.types.RANGE, from: 97, to: 122 },
    { type: types_1.types.RANGE, from: 65, to: 90 },
    { type: types_1.types.RANGE, from: 48, to: 57 },
];
const WHITESPACE = () => [
    { type: types_1.types.CHAR, value: 9 },
    { type: types_1.types.CHAR, value: 10 },
    { type: types_1.types.CHAR, value: 11 },
    { type: types_1.types.CHAR, value: 12 },
    { type: types_1.types.CHAR, value: 13 },
    { type: types_1.types.CHAR, value: 32 },
    { type: types_1.types.CHAR, value: 160 },
    { type: types_1.types.CHAR, value: 5760 },
    { type: types_1.types.RANGE, from: 8192, to: 8202 },
    { type: types_1.types.CHAR, value: 8232 },
    { type: types_1.types.CHAR, value: 8233 },
    { type: types_1.types.CHAR, value: 8239 },
    { type: types_1.types.CHAR, value: 8287 },
    { type: types_1.types.CHAR, value: 12288 },
    { type: types_1.types.CHAR, value: 65279 },
];
const NOTANYCHAR = () => [
    { type: types_1.types.CHAR, value: 10 },
    { type: types_1.types.CHAR, value: 13 },
    { type: types_1.types.CHAR, value: 8232 },
    { type: types_1.types.CHAR, value: 8233 },
];
// Predefined class objects.
const words = () => ({ type: types_1.types.SET, set: WORDS(), not: false });
exports.words = words;
const notWords = () => ({ type: types_1.types.SET, set: WORDS(), not: true });
exports.notWords = notWords;
const ints = () => ({ type: types_1.types.SET, set: INTS(), not: false });
exports.ints = ints;
const notInts = () => ({ type: types_1.types.SET, set: INTS(), not: true });
exports.notInts = notInts;
const whitespace = () => ({ type: types_1.types.SET, set: WHITESPACE(), not: false });
exports.whitespace = whitespace;
const notWhitespace = () => ({ type: types_1.types.SET, set: WHITESPACE(), not: true });
exports.notWhitespace = notWhitespace;
const anyChar = () => ({ type: types_1.types.SET, set: NOTANYCHAR(), not: true });
exports.anyChar = anyChar;
//# sourceMappingURL=sets.js.map

/***/ }),

/***/ 697:
/***/ (function(__unused_webpack_module, exports, __nccwpck_require__) {


var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.tokenizer = void 0;
const util = __importStar(__nccwpck_require__(3678));
const types_1 = __nccwpck_require__(9282);
const sets = __importStar(__nccwpck_require__(1227));
/**
 * Valid opening characters for capture group names.
 */
const captureGroupFirstChar = /^[a-zA-Z_$]$/i;
/**
 * Valid characters for capture group names.
 */
const captureGroupChars = /^[a-zA-Z0-9_$]$/i;
const digit = /\d/;
/**
 * Tokenizes a regular expression (that is currently a string)
 * @param {string} regexpStr String of regular expression to be tokenized
 *
 * @returns {Root}
 */
const tokenizer = (regexpStr) => {
    let i = 0, c;
    let start = { type: types_1.types.ROOT, stack: [] };
    // Keep track of last clause/group and stack.
    let lastGroup = start;
    let last = start.stack;
    let groupStack = [];
    let referenceQueue = [];
    let groupCount = 0;
    const repeatErr = (col) => {
        throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Nothing to repeat at column ${col - 1}`);
    };
    // Decode a few escaped characters.
    let str = util.strToChars(regexpStr);
    // Iterate through each character in string.
    while (i < str.length) {
        switch (c = str[i++]) {
            // Handle escaped characters, inclues a few sets.
            case '\\':
                if (i === str.length) {
                    throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: \\ at end of pattern`);
                }
                switch (c = str[i++]) {
                    case 'b':
                        last.push({ type: types_1.types.POSITION, value: 'b' });
                        break;
                    case 'B':
                        last.push({ type: types_1.types.POSITION, value: 'B' });
                        break;
                    case 'w':
                        last.push(sets.words());
                        break;
                    case 'W':
                        last.push(sets.notWords());
                        break;
                    case 'd':
                        last.push(sets.ints());
                        break;
                    case 'D':
                        last.push(sets.notInts());
                        break;
                    case 's':
                        last.push(sets.whitespace());
                        break;
                    case 'S':
                        last.push(sets.notWhitespace());
                        break;
                    default:
                        // Check if c is integer.
                        // In which case it's a reference.
                        if (digit.test(c)) {
                            let digits = c;
                            while (i < str.length && digit.test(str[i])) {
                                digits += str[i++];
                            }
                            let value = parseInt(digits, 10);
                            const reference = { type: types_1.types.REFERENCE, value };
                            last.push(reference);
                            referenceQueue.push({ reference, stack: last, index: last.length - 1 });
                            // Escaped character.
                        }
                        else {
                            last.push({ type: types_1.types.CHAR, value: c.charCodeAt(0) });
                        }
                }
                break;
            // Positionals.
            case '^':
                last.push({ type: types_1.types.POSITION, value: '^' });
                break;
            case '$':
                last.push({ type: types_1.types.POSITION, value: '$' });
                break;
            // Handle custom sets.
            case '[': {
                // Check if this class is 'anti' i.e. [^abc].
                let not;
                if (str[i] === '^') {
                    not = true;
                    i++;
                }
                else {
                    not = false;
                }
                // Get all the characters in class.
                let classTokens = util.tokenizeClass(str.slice(i), regexpStr);
                // Increase index by length of class.
                i += classTokens[1];
                last.push({
                    type: types_1.types.SET,
                    set: classTokens[0],
                    not,
                });
                break;
            }
            // Class of any character except \n.
            case '.':
                last.push(sets.anyChar());
                break;
            // Push group onto stack.
            case '(': {
                // Create group.
                let group = {
                    type: types_1.types.GROUP,
                    stack: [],
                    remember: true,
                };
                // If this is a special kind of group.
                if (str[i] === '?') {
                    c = str[i + 1];
                    i += 2;
                    // Match if followed by.
                    if (c === '=') {
                        group.followedBy = true;
                        group.remember = false;
                        // Match if not followed by.
                    }
                    else if (c === '!') {
                        group.notFollowedBy = true;
                        group.remember = false;
                    }
                    else if (c === '<') {
                        let name = '';
                        if (captureGroupFirstChar.test(str[i])) {
                            name += str[i];
                            i++;
                        }
                        else {
                            throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Invalid capture group name, character '${str[i]}'` +
                                ` after '<' at column ${i + 1}`);
                        }
                        while (i < str.length && captureGroupChars.test(str[i])) {
                            name += str[i];
                            i++;
                        }
                        if (str[i] !== '>') {
                            throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Unclosed capture group name, expected '>', found` +
                                ` '${str[i]}' at column ${i + 1}`);
                        }
                        group.name = name;
                        i++;
                    }
                    else if (c === ':') {
                        group.remember = false;
                    }
                    else {
                        throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Invalid group, character '${c}'` +
                            ` after '?' at column ${i - 1}`);
                    }
                }
                else {
                    groupCount += 1;
                }
                // Insert subgroup into current group stack.
                last.push(group);
                // Remember the current group for when the group closes.
                groupStack.push(lastGroup);
                // Make this new group the current group.
                lastGroup = group;
                last = group.stack;
                break;
            }
            // Pop group out of stack.
            case ')':
                if (groupStack.length === 0) {
                    throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Unmatched ) at column ${i - 1}`);
                }
                lastGroup = groupStack.pop();
                // Check if this group has a PIPE.
                // To get back the correct last stack.
                last = lastGroup.options ?
                    lastGroup.options[lastGroup.options.length - 1] :
                    lastGroup.stack;
                break;
            // Use pipe character to give more choices.
            case '|': {
                // Create array where options are if this is the first PIPE
                // in this clause.
                if (!lastGroup.options) {
                    lastGroup.options = [lastGroup.stack];
                    delete lastGroup.stack;
                }
                // Create a new stack and add to options for rest of clause.
                let stack = [];
                lastGroup.options.push(stack);
                last = stack;
                break;
            }
            // Repetition.
            // For every repetition, remove last element from last stack
            // then insert back a RANGE object.
            // This design is chosen because there could be more than
            // one repetition symbols in a regex i.e. `a?+{2,3}`.
            case '{': {
                let rs = /^(\d+)(,(\d+)?)?\}/.exec(str.slice(i)), min, max;
                if (rs !== null) {
                    if (last.length === 0) {
                        repeatErr(i);
                    }
                    min = parseInt(rs[1], 10);
                    max = rs[2] ? rs[3] ? parseInt(rs[3], 10) : Infinity : min;
                    i += rs[0].length;
                    last.push({
                        type: types_1.types.REPETITION,
                        min,
                        max,
                        value: last.pop(),
                    });
                }
                else {
                    last.push({
                        type: types_1.types.CHAR,
                        value: 123,
                    });
                }
                break;
            }
            case '?':
                if (last.length === 0) {
                    repeatErr(i);
                }
                last.push({
                    type: types_1.types.REPETITION,
                    min: 0,
                    max: 1,
                    value: last.pop(),
                });
                break;
            case '+':
                if (last.length === 0) {
                    repeatErr(i);
                }
                last.push({
                    type: types_1.types.REPETITION,
                    min: 1,
                    max: Infinity,
                    value: last.pop(),
                });
                break;
            case '*':
                if (last.length === 0) {
                    repeatErr(i);
                }
                last.push({
                    type: types_1.types.REPETITION,
                    min: 0,
                    max: Infinity,
                    value: last.pop(),
                });
                break;
            // Default is a character that is not `\[](){}?+*^$`.
            default:
                last.push({
                    type: types_1.types.CHAR,
                    value: c.charCodeAt(0),
                });
        }
    }
    // Check if any groups have not been closed.
    if (groupStack.length !== 0) {
        throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Unterminated group`);
    }
    updateReferences(referenceQueue, groupCount);
    return start;
};
exports.tokenizer = tokenizer;
/**
 * This is a side effecting function that changes references to chars
 * if there are not enough capturing groups to reference
 * See: https://github.com/fent/ret.js/pull/39#issuecomment-1006475703
 * See: https://github.com/fent/ret.js/issues/38
 * @param {(Reference | Char)[]} referenceQueue
 * @param {number} groupCount
 * @returns {void}
 */
function updateReferences(referenceQueue, groupCount) {
    // Note: We go through the queue in reverse order so
    // that index we use is correct even if we have to add
    // multiple tokens to one stack
    for (const elem of referenceQueue.reverse()) {
        if (groupCount < elem.reference.value) {
            // If there is nothing to reference then turn this into a char token
            elem.reference.type = types_1.types.CHAR;
            const valueString = elem.reference.value.toString();
            elem.reference.value = parseInt(valueString, 8);
            // If the number is not octal then we need to create multiple tokens
            // https://github.com/fent/ret.js/pull/39#issuecomment-1008229226
            if (!/^[0-7]+$/.test(valueString)) {
                let i = 0;
                while (valueString[i] !== '8' && valueString[i] !== '9') {
                    i += 1;
                }
                if (i === 0) {
                    // Handling case when escaped number starts with 8 or 9
                    elem.reference.value = valueString.charCodeAt(0);
                    i += 1;
                }
                else {
                    // If the escaped number does not start with 8 or 9, then all
                    // 0-7 digits before the first 8/9 form the first character code
                    // see: https://github.com/fent/ret.js/pull/39#discussion_r780747085
                    elem.reference.value = parseInt(valueString.slice(0, i), 8);
                }
                if (valueString.length > i) {
                    const tail = elem.stack.splice(elem.index + 1);
                    for (const char of valueString.slice(i)) {
                        elem.stack.push({
                            type: types_1.types.CHAR,
                            value: char.charCodeAt(0),
                        });
                    }
                    elem.stack.push(...tail);
                }
            }
        }
    }
}
//# sourceMappingURL=tokenizer.js.map

/***/ }),

/***/ 9282:
/***/ (function(__unused_webpack_module, exports, __nccwpck_require__) {


var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
__exportStar(__nccwpck_require__(5426), exports);
__exportStar(__nccwpck_require__(7759), exports);
__exportStar(__nccwpck_require__(9797), exports);
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 9797:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
//# sourceMappingURL=set-lookup.js.map

/***/ }),

/***/ 5426:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
//# sourceMappingURL=tokens.js.map

/***/ }),

/***/ 7759:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.types = void 0;
var types;
(function (types) {
    types[types["ROOT"] = 0] = "ROOT";
    types[types["GROUP"] = 1] = "GROUP";
    types[types["POSITION"] = 2] = "POSITION";
    types[types["SET"] = 3] = "SET";
    types[types["RANGE"] = 4] = "RANGE";
    types[types["REPETITION"] = 5] = "REPETITION";
    types[types["REFERENCE"] = 6] = "REFERENCE";
    types[types["CHAR"] = 7] = "CHAR";
})(types || (exports.types = types = {}));
//# sourceMappingURL=types.js.map

/***/ }),

/***/ 3678:
/***/ (function(__unused_webpack_module, exports, __nccwpck_require__) {


var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.tokenizeClass = exports.strToChars = void 0;
const types_1 = __nccwpck_require__(9282);
const sets = __importStar(__nccwpck_require__(1227));
const CTRL = '@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^ ?';
/**
 * Finds character representations in str and convert all to
 * their respective characters.
 *
 * @param {string} str
 * @returns {string}
 */
const strToChars = (str) => {
    const charsRegex = /(\[\\b\])|(\\)?\\(?:u([A-F0-9]{4})|x([A-F0-9]{2})|c([@A-Z[\\\]^?])|([0tnvfr]))/g;
    return str.replace(charsRegex, (s, b, lbs, a16, b16, dctrl, eslsh) => {
        if (lbs) {
            return s;
        }
        let code = b ? 8 :
            a16 ? parseInt(a16, 16) :
                b16 ? parseInt(b16, 16) :
                    dctrl ? CTRL.indexOf(dctrl) : {
                        0: 0,
                        t: 9,
                        n: 10,
                        v: 11,
                        f: 12,
                        r: 13,
                    }[eslsh];
        let c = String.fromCharCode(code);
        // Escape special regex characters.
        return /[[\]{}^$.|?*+()]/.test(c) ? `\\${c}` : c;
    });
};
exports.strToChars = strToChars;
/**
 * Turns class into tokens
 * reads str until it encounters a ] not preceeded by a \
 *
 * @param {string} str
 * @param {string} regexpStr
 * @returns {Array.<Array.<Object>, number>}
 */
const tokenizeClass = (str, regexpStr = '') => {
    var _a, _b, _c, _d, _e, _f, _g;
    let tokens = [], rs, c;
    const regexp = /\\(?:(w)|(d)|(s)|(W)|(D)|(S))|((?:(?:\\)(.)|([^\]\\]))-(((?:\\)])|(((?:\\)?([^\]])))))|(\])|(?:\\)?([^])/g;
    while ((rs = regexp.exec(str)) !== null) {
        const p = (_g = (_f = (_e = (_d = (_c = (_b = (_a = (rs[1] && sets.words())) !== null && _a !== void 0 ? _a : (rs[2] && sets.ints())) !== null && _b !== void 0 ? _b : (rs[3] && sets.whitespace())) !== null && _c !== void 0 ? _c : (rs[4] && sets.notWords())) !== null && _d !== void 0 ? _d : (rs[5] && sets.notInts())) !== null && _e !== void 0 ? _e : (rs[6] && sets.notWhitespace())) !== null && _f !== void 0 ? _f : (rs[7] && {
            type: types_1.types.RANGE,
            from: (rs[8] || rs[9]).charCodeAt(0),
            to: (c = rs[10]).charCodeAt(c.length - 1),
        })) !== null && _g !== void 0 ? _g : ((c = rs[16]) && { type: types_1.types.CHAR, value: c.charCodeAt(0) });
        if (p) {
            tokens.push(p);
        }
        else {
            return [tokens, regexp.lastIndex];
        }
    }
    throw new SyntaxError(`Invalid regular expression: /${regexpStr}/: Unterminated character class`);
};
exports.tokenizeClass = tokenizeClass;
//# sourceMappingURL=util.js.map

/***/ }),

/***/ 6349:
/***/ (function(__unused_webpack_module, exports, __nccwpck_require__) {


var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.setChar = setChar;
exports.writeSetTokens = writeSetTokens;
const types_1 = __nccwpck_require__(9282);
const sets = __importStar(__nccwpck_require__(3494));
/**
 * Takes character code and returns character to be displayed in a set
 * @param {number} charCode Character code of set element
 * @returns {string} The string for the sets character
 */
function setChar(charCode) {
    return charCode === 94 ? '\\^' :
        charCode === 92 ? '\\\\' :
            charCode === 93 ? '\\]' :
                charCode === 45 ? '\\-' :
                    String.fromCharCode(charCode);
}
/**
 * Test if a character set matches a 'set-lookup'
 * @param {SetTokens} set The set to be tested
 * @param {SetLookup} param The predefined 'set-lookup' & the number of elements in the lookup
 * @returns {boolean} True if the character set corresponds to the 'set-lookup'
 */
function isSameSet(set, { lookup, len }) {
    // If the set and the lookup are not of the same length
    // then we immediately know that the lookup will be false
    if (len !== set.length) {
        return false;
    }
    const map = lookup();
    for (const elem of set) {
        if (elem.type === types_1.types.SET) {
            return false;
        }
        const key = elem.type === types_1.types.CHAR ? elem.value : `${elem.from}-${elem.to}`;
        if (map[key]) {
            map[key] = false;
        }
        else {
            return false;
        }
    }
    return true;
}
/**
 * Writes the tokens for a set
 * @param {Set} set The set to display
 * @param {boolean} isNested Whether the token is nested inside another set token
 * @returns {string} The tokens for the set
 */
function writeSetTokens(set, isNested = false) {
    if (isSameSet(set.set, sets.INTS)) {
        return set.not ? '\\D' : '\\d';
    }
    if (isSameSet(set.set, sets.WORDS)) {
        return set.not ? '\\W' : '\\w';
    }
    // Notanychar is only relevant when not nested inside another set token
    if (set.not && isSameSet(set.set, sets.NOTANYCHAR)) {
        return '.';
    }
    if (isSameSet(set.set, sets.WHITESPACE)) {
        return set.not ? '\\S' : '\\s';
    }
    let tokenString = '';
    for (let i = 0; i < set.set.length; i++) {
        const subset = set.set[i];
        tokenString += writeSetToken(subset);
    }
    const contents = `${set.not ? '^' : ''}${tokenString}`;
    return isNested ? contents : `[${contents}]`;
}
/**
 * Writes a token within a set
 * @param {Range | Char | Set} set The set token to display
 * @returns {string} The token as a string
 */
function writeSetToken(set) {
    if (set.type === types_1.types.CHAR) {
        return setChar(set.value);
    }
    else if (set.type === types_1.types.RANGE) {
        return `${setChar(set.from)}-${setChar(set.to)}`;
    }
    return writeSetTokens(set, true);
}
//# sourceMappingURL=write-set-tokens.js.map

/***/ }),

/***/ 1940:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ shortSha),
/* harmony export */   K: () => (/* binding */ sameCommit)
/* harmony export */ });
/** A commit as people read it: its first 7 characters. */
function shortSha(sha) {
    return sha.slice(0, 7);
}
/** The same commit, whatever the length or case each side reports. */
function sameCommit(a, b) {
    const [x, y] = [a.toLowerCase(), b.toLowerCase()];
    return x.startsWith(y) || y.startsWith(x);
}


/***/ }),

/***/ 4758:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dr: () => (/* binding */ NetworkError),
/* harmony export */   GI: () => (/* binding */ RequestError),
/* harmony export */   TT: () => (/* binding */ ResponseFormatError),
/* harmony export */   cc: () => (/* binding */ CancelledError),
/* harmony export */   j$: () => (/* binding */ HttpError),
/* harmony export */   j3: () => (/* binding */ DeadlineError),
/* harmony export */   lZ: () => (/* binding */ ActionError),
/* harmony export */   un: () => (/* binding */ UncertainOutcomeError)
/* harmony export */ });
/**
 * Every error this action raises on purpose, in one place. The rule: anything the user can act
 * on is an ActionError (a title for the annotation, a message with the next step) or one of the
 * typed errors below, which report/failure.ts renders once with the next step. A plain Error
 * reaching the user is a bug ("Unexpected error").
 */
/** A failure this action explains itself: a short title for the annotation, and what to do. */
class ActionError extends Error {
    title;
    /** Set when the run was stopped (timed out, cancelled) rather than failed. */
    stopped;
    constructor(options) {
        super(options.message);
        this.title = options.title;
        this.stopped = options.stopped;
    }
}
/** The workflow was cancelled (SIGINT/SIGTERM). */
class CancelledError extends Error {
    constructor() {
        super('cancelled');
    }
}
/** The overall `timeout` ran out. */
class DeadlineError extends Error {
    timeoutMs;
    /** What the run was doing: "waiting for the revision (last status BUILDING)". */
    during;
    constructor(options) {
        super(`timed out ${options.during}`);
        this.timeoutMs = options.timeoutMs;
        this.during = options.during;
    }
}
/** What went wrong on the wire, typed so callers decide (retry, adopt, fail) and render once. */
class RequestError extends Error {
    method;
    path;
    endpoint;
    constructor(request, message) {
        super(message);
        this.method = request.method;
        this.path = request.path;
        this.endpoint = request.endpoint;
    }
}
const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** A reply with a status other than the expected one. */
class HttpError extends RequestError {
    status;
    /** The server's explanation (its `detail`, or the start of its text), never our request. */
    detail;
    fieldErrors;
    retryAfter;
    constructor(options) {
        const { method, path, status, detail } = options;
        super(options, `${method} ${path} answered ${status}${detail ? `: ${detail}` : ''}`);
        this.status = status;
        this.detail = detail;
        this.fieldErrors = options.fieldErrors ?? [];
        this.retryAfter = options.retryAfter;
    }
    get retryable() {
        return RETRYABLE_STATUSES.has(this.status);
    }
    /** 408 and 429 mean the request was refused before it was processed. */
    get mayHaveActed() {
        return this.status >= 500;
    }
}
const NETWORK_WORDS = {
    connect: 'could not connect',
    dropped: 'connection dropped before a reply',
    timeout: 'no reply within the request timeout',
};
/** No usable reply at all. A refused connection never reached the server; the others may have. */
class NetworkError extends RequestError {
    failure;
    code;
    constructor(options) {
        super(options, `${options.method} ${options.path}: ${NETWORK_WORDS[options.failure]} (${options.code})`);
        this.failure = options.failure;
        this.code = options.code;
    }
    get retryable() {
        return true;
    }
    get mayHaveActed() {
        return this.failure !== 'connect';
    }
}
/** A reply with the expected status whose body is not what the API documents. */
class ResponseFormatError extends RequestError {
    constructor(options) {
        super(options, `${options.method} ${options.path} answered ${options.status} with an unexpected body: ${options.problem}`);
    }
    get retryable() {
        return true;
    }
    get mayHaveActed() {
        return true;
    }
}
/**
 * A create or update whose outcome is unknown after a failure that may have reached the
 * server. It is never repeated blindly: the caller looks at the server's state first.
 */
class UncertainOutcomeError extends Error {
    failure;
    constructor(failure) {
        super(`${failure.message} (outcome unknown)`);
        this.failure = failure;
    }
}


/***/ }),

/***/ 8531:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $d: () => (/* binding */ NEW_REVISION_CHECKS),
/* harmony export */   Ez: () => (/* binding */ SMOKE_MIN_TIME_MS),
/* harmony export */   G8: () => (/* binding */ GITHUB_MAX_PAGES),
/* harmony export */   Hl: () => (/* binding */ requestTimeoutMs),
/* harmony export */   Hr: () => (/* binding */ SMOKE_MAX_REDIRECTS),
/* harmony export */   Hs: () => (/* binding */ FLEET),
/* harmony export */   Id: () => (/* binding */ SMOKE_MAX_EVENT_KINDS),
/* harmony export */   Kz: () => (/* binding */ AUTH_WAIT_MAX_S),
/* harmony export */   Lw: () => (/* binding */ LIST_PAGE_SIZE),
/* harmony export */   QD: () => (/* binding */ SERVING_READ_MIN_MS),
/* harmony export */   RI: () => (/* binding */ CANCEL_GRACE_MS),
/* harmony export */   RU: () => (/* binding */ SMOKE_STOP_GRACE_MS),
/* harmony export */   S4: () => (/* binding */ REPORT_LIMITS),
/* harmony export */   ST: () => (/* binding */ LOG_LIMITS),
/* harmony export */   SV: () => (/* binding */ WORKSPACE_FILES),
/* harmony export */   UP: () => (/* binding */ SMOKE_MAX_REPLY_BYTES),
/* harmony export */   VO: () => (/* binding */ MAX_ATTEMPTS),
/* harmony export */   d1: () => (/* binding */ SHOWN_JSON_DEPTH),
/* harmony export */   he: () => (/* binding */ EXIT_AFTER_MS),
/* harmony export */   jR: () => (/* binding */ SIDE_CHANNEL_REQUEST_MS),
/* harmony export */   m: () => (/* binding */ HEARTBEAT_MS),
/* harmony export */   o0: () => (/* binding */ LOG_READ),
/* harmony export */   oH: () => (/* binding */ UPLOAD),
/* harmony export */   oy: () => (/* binding */ HEALTH_PROBE),
/* harmony export */   pZ: () => (/* binding */ reportingReserveMs),
/* harmony export */   py: () => (/* binding */ diagnosticsReserveMs),
/* harmony export */   rt: () => (/* binding */ MAX_LIST_PAGES),
/* harmony export */   vN: () => (/* binding */ LONG_POLL_MARGIN_MS),
/* harmony export */   ws: () => (/* binding */ AUTH_WAIT_PACING)
/* harmony export */ });
/* unused harmony exports DOTENV_MAX_BYTES, RESULT_FILE_WRITE_MS */
/**
 * How hard the action tries and how long it waits, as named numbers in one place. Everything
 * here stays inside the run's `timeout`: these are caps and counts, never extensions.
 */
/** Attempts per control-plane call (the first included), and per uncertain write's recovery. */
const MAX_ATTEMPTS = 8;
/** One hung connection may not eat the budget: a request lasts at most this, … */
const REQUEST_TIMEOUT_MAX_MS = 30_000;
/** … or this share of `timeout`, whichever is shorter. */
const REQUEST_TIMEOUT_SHARE = 1 / 4;
/** The per-request limit for a run whose `timeout` is `timeoutMs`. */
function requestTimeoutMs(timeoutMs) {
    return Math.min(REQUEST_TIMEOUT_MAX_MS, timeoutMs * REQUEST_TIMEOUT_SHARE);
}
/** Reads of the revision list after an update whose reply named no new revision. */
const NEW_REVISION_CHECKS = 3;
/** Deployments asked for per page of the list, and the most pages read looking for a name. */
const LIST_PAGE_SIZE = 100;
const MAX_LIST_PAGES = 50;
/** Longest wait asked of the server in one auth-wait request (the spec's default). */
const AUTH_WAIT_MAX_S = 300;
/** A long-polling request may last the time asked of the server plus this margin. */
const LONG_POLL_MARGIN_MS = 30_000;
/**
 * The agent server's health probe: first pause, growth, and largest pause between probes; the
 * longest one probe may take — a deployment that scales to zero may hold the first request while
 * a replica starts (tens of seconds), and giving up on it only queues another; and how long a
 * server may refuse connections (or not resolve) before it is reported unreachable — a starting
 * server answers 5xx or holds the request, it does not vanish.
 */
const HEALTH_PROBE = {
    firstPauseMs: 250,
    growth: 1.5,
    largestPauseMs: 5_000,
    requestMaxMs: 60_000,
    unreachableAfterMs: 30_000,
};
/** A smoke test needs at least this much of `timeout` left to start. */
const SMOKE_MIN_TIME_MS = 2_000;
/**
 * `wait-auth` against a server that answers `pending` without holding the request: pauses of
 * 1 s, 2 s, 4 s … up to 30 s between asks. A reply that took `heldMs` (or the whole time asked)
 * counts as held, and needs no pause.
 */
const AUTH_WAIT_PACING = {
    firstPauseMs: 1_000,
    largestPauseMs: 30_000,
    heldMs: 10_000,
    /** The last ask is made at least this long before the deadline (a second for the server to answer). */
    lastAskMs: 1_000,
};
/** One request to GitHub's API (Deployments, comments) lasts at most this. */
const SIDE_CHANNEL_REQUEST_MS = 10_000;
/** Pages of a GitHub list read at most (100 rows each): comments of a pull request, deployments. */
const GITHUB_MAX_PAGES = 10;
/**
 * How much the reports in GitHub hold, whatever a server sent. GitHub refuses a comment longer
 * than 65,536 characters (422: the comment is lost) and shows no step summary larger than 1 MiB;
 * each is cut, with a note, a little below (JavaScript's length counts at least as many
 * characters as GitHub does). Below those, single pieces are bounded so that one of them cannot
 * crowd out the rest.
 */
const REPORT_LIMITS = {
    commentChars: 65_000,
    summaryBytes: 1_000_000,
    /** A longer URL is shown cut, as code, never linked: nobody follows it, and GitHub may refuse it. */
    linkChars: 2_048,
    /** One piece of prose with untrusted parts: a line of a message, a table cell. */
    textChars: 2_000,
    /** Rows of the revision timeline shown (the first and the last ones, with a count between). */
    timelineRows: 40,
    /** Revisions listed that superseded this run's. */
    supersededListed: 5,
    /** Previews a prune's summary lists (those that need a reader first). */
    previewsListed: 200,
    /**
     * A JSON output (`checks_report`): GitHub takes an output of at most 1 MB (a workflow reading a
     * larger one fails evaluating it); what does not fit is left out, saying so, well below that.
     */
    outputBytes: 900_000,
    /** The text of one JUnit testcase (its runs and what failed in each), and its failure message. */
    junitCaseChars: 16_000,
    junitMessageChars: 2_000,
};
/**
 * With GitHub reporting on, the end of `timeout` is kept for it: the deploy and its wait get
 * `timeout` minus this reserve (10 % of it, at most 10 s), so reporting fits inside `timeout`.
 */
function reportingReserveMs(timeoutMs) {
    return Math.min(10_000, timeoutMs / 10);
}
/**
 * After a cancellation the runner sends SIGTERM 7.5 s after SIGINT and SIGKILL 2.5 s later:
 * outputs and the summary are written at once; after a SIGINT, slow reporting (GitHub) gets this
 * long (well before the SIGTERM), or until a second signal. A SIGTERM ends reporting at once.
 */
const CANCEL_GRACE_MS = 5_000;
/** Once the run has written everything, the process is ended this soon if anything lingers. */
const EXIT_AFTER_MS = 200;
/**
 * Log reads are side reads: two attempts, a short request, a pause of at most `maxPauseMs`
 * between them (a server asking for a longer Retry-After gets no second attempt), and none with
 * less than `minTimeLeftMs` of their budget left (a read during the wait has the wait's budget,
 * so it never eats into the diagnostics reserve).
 */
const LOG_READ = { attempts: 2, requestTimeoutMs: 5_000, maxPauseMs: 2_000, minTimeLeftMs: 250 };
/**
 * The end of `timeout` the wait for a revision keeps for what a failure needs when time runs out:
 * the last status read at the end of the wait (in the first half of the reserve at most), the log
 * tail that says why (the build log while building, the server log while deploying) and what
 * serves. Small next to the limit — the lesser of 3 s and a tenth of `timeout` — so the run still
 * ends at about `timeout`; but never so small that its second half could not start a log read
 * (LOG_READ.minTimeLeftMs): a reserve nothing can use would only shorten the wait.
 */
function diagnosticsReserveMs(timeoutMs) {
    return Math.min(3_000, Math.max(timeoutMs / 10, 2 * LOG_READ.minTimeLeftMs));
}
/**
 * How much of a log is ever shown: a message is cut at `lineChars`, a level at `levelChars`, a
 * time that does not parse at `timeChars`, a block at `blockChars`. A stream reads
 * `streamPageLines` lines at a time, and when the build is over reads at most `drainPages` more
 * pages to show the rest of it; `streamFailures` reads failing in a row end a stream (a notice
 * comes at the first; one that gets no reply in time ends it at once: each costs the deploy
 * seconds).
 */
const LOG_LIMITS = {
    lineChars: 2_000,
    levelChars: 16,
    timeChars: 32,
    blockChars: 64 * 1024,
    streamPageLines: 200,
    drainPages: 5,
    streamFailures: 3,
    /**
     * A failure tail whose newest lines are multi-MiB reads again with fewer lines a reply, at most
     * this many reads in all.
     */
    tailReads: 8,
    /**
     * Rows read of one reply at most (more than any read asks for): a server that ignores `limit`
     * may send hundreds of thousands, and each line read is redacted against every secret — seconds
     * of work no timer or signal can interrupt. The rest are counted, never parsed.
     */
    pageRowsRead: 1_000,
    /**
     * The start of a line larger than a whole reply is shown without its last this many characters
     * (after redaction): more than the longest form of any secret (values are at most 64 KiB), so
     * no secret the cut made unrecognisable can show.
     */
    cutMarginChars: 1_048_576,
};
/**
 * Server JSON shown as text (a log message sent as an object, an agent's error payload) is
 * written at most this deep; deeper objects show as `{…}`. What is shown is a line or two anyway.
 */
const SHOWN_JSON_DEPTH = 32;
/**
 * Files read from the workspace (whatever an earlier step left there): each only when it is a
 * regular file of at most this size, so none can hang the run or flood its memory.
 */
const WORKSPACE_FILES = {
    /** `langgraph.json` (the upload's layout, the smoke test's default assistant). */
    configMaxBytes: 1_000_000,
    /**
     * A .gitignore or .dockerignore: real ones are a few KB. Every path is matched against every
     * rule, so a huge one would make each match take seconds (past what a cancellation allows).
     */
    ignoreFileMaxBytes: 100_000,
    /**
     * A rule with more `**` than this can take minutes to match a deep path: refused (with
     * UPLOAD.walkMaxDepth, one match of a full ignore file stays well under a second).
     */
    ignoreRuleMaxGlobstars: 2,
    /** A git HEAD, ref, `commondir` or `.git` file: git's hold one line. */
    gitRefFileMaxBytes: 4096,
    /** A repository's `config`, read for its `origin` remote. */
    gitConfigMaxBytes: 65_536,
    /** A fleet manifest (256 deployments with their settings fit in a few hundred KB). */
    manifestMaxBytes: 1_000_000,
    /** `packed-refs` (100,000 refs take ~7 MB). */
    packedRefsMaxBytes: 64 * 1_048_576,
};
/**
 * `source: upload`: the archive may be at most 200 MiB (the signed URL's own limit), a warning
 * above 50 MiB (as the platform's CLI warns); a failed PUT is tried up to `attempts` times; progress is logged for archives from
 * `progressFromBytes`.
 */
const UPLOAD = {
    maxBytes: 209_715_200,
    warnBytes: 50 * 1_048_576,
    attempts: 5,
    progressFromBytes: 10_000_000,
    /** Files up to this size are archived in one read; larger ones are streamed. */
    wholeFileMaxBytes: 1_048_576,
    /** While the archive is written and sent, the buffers streamed are freed this often (young-garbage.ts). */
    collectEveryBytes: 4 * 1_048_576,
    /** The file walk yields to timers and signals (the deadline, cancellation) this often. */
    walkYieldMs: 50,
    /** Folders deeper than this below an archived folder fail the walk (see ignoreRuleMaxGlobstars). */
    walkMaxDepth: 64,
    /**
     * Each PUT may take as long as the archive needs at `minBytesPerMs`, and at least
     * `attemptMinMs`: a hung attempt is cut and repeated instead of using up `timeout`.
     */
    attemptMinMs: 10_000,
    minBytesPerMs: 250, // 0.25 MB/s: a 200 MiB archive gets ~14 minutes per attempt
    /** Where the signed URL's host name leads is looked up for at most this long before each PUT. */
    lookupMaxMs: 5_000,
};
/** Best-effort reads of what serves traffic ask for at least this much of the time left. */
const SERVING_READ_MIN_MS = 1_000;
/** Redirects the smoke test follows from the agent server (same origin only) before refusing. */
const SMOKE_MAX_REDIRECTS = 5;
/** The largest reply the smoke test reads from the agent server (a streamed run included). */
const SMOKE_MAX_REPLY_BYTES = 16 * 2 ** 20;
/** Distinct stream event kinds a smoke test's stream check keeps count of. */
const SMOKE_MAX_EVENT_KINDS = 50;
/**
 * A double-texted run A that still ended `success` more than this after run B reached the server
 * was not stopped (rollback/interrupt failed); within it, A may have finished before the stop
 * could reach it (a fast graph, a stop taking a moment to travel, clocks of two machines).
 */
const SMOKE_STOP_GRACE_MS = 1_000;
/** While a revision stays in one status, a line every so often says the wait is alive. */
const HEARTBEAT_MS = 60_000;
/**
 * The CLI's `--output-file` (KEY=value lines) as GitLab's dotenv report accepts it: a file under
 * 5 KB (GitLab's default limit; a larger one fails the job's artifact upload). Values that would
 * pass it are left empty, largest first, and named in a warning.
 */
const DOTENV_MAX_BYTES = 5_000;
/**
 * The CLI's `--output-file` and `--summary-file` may be a FIFO (`>(…)`, `mkfifo`): one nobody
 * reads would block the write for ever, past `timeout` and deaf to signals. After this long the
 * write is given up and said to have failed.
 */
const RESULT_FILE_WRITE_MS = 5_000;
/**
 * `command: plan` runs git (diff, cat-file) on the checkout: each call ends after `callMaxMs` (or
 * when the run's budget does), and its output may be at most `outputMaxBytes` (the names of the
 * files changed between two commits: ~200,000 of them). GitHub's records of uploads are read for
 * `githubConcurrency` deployments at a time.
 */
const FLEET = {
    gitCallMaxMs: 30_000,
    gitOutputMaxBytes: 16 * 1_048_576,
    githubConcurrency: 8,
    /** Changed files a plan names per deployment (the plan's JSON stays small). */
    changedShown: 5,
    /** Characters of GitHub's error message a plan or report repeats (one line). */
    githubWordsShown: 200,
};


/***/ }),

/***/ 2607:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   Kb: () => (/* binding */ excerpt),
/* harmony export */   Qt: () => (/* binding */ boundedJson),
/* harmony export */   W3: () => (/* binding */ CONTROL),
/* harmony export */   aQ: () => (/* binding */ hasControl),
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   mh: () => (/* binding */ ANSI),
/* harmony export */   v6: () => (/* binding */ ended)
/* harmony export */ });
/* unused harmony export block */
/* harmony import */ var _policy_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8531);

/**
 * Text that came from a server — statuses, names, error bodies, log lines — is untrusted: it may
 * hold a secret (a server echoing a request), control characters, or a billion bytes. Before it is
 * shown anywhere it is redacted FIRST (so clipping cannot cut a secret into an unmasked half),
 * then stripped of control characters, then clipped with a visible marker.
 */
/**
 * Characters never shown as they are: C0 and C1 controls (tab and newline aside: callers decide
 * what a line break is), Unicode line and paragraph separators, and the bidirectional overrides
 * that make text read differently from what it is. The one definition every renderer uses.
 */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** Terminal escape sequences (colours, cursor moves, titles): build tools print them freely. */
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007\u001b]*(?:\u0007|\u001b\\)|\u001b[@-_]/g;
/** Whether text holds a control character, a tab or a newline included (for one-line inputs). */
function hasControl(text) {
    return /[\t\n]/.test(text) || new RegExp(CONTROL.source).test(text);
}
/** One line of at most `max` characters, redacted first. */
function excerpt(text, max, redact) {
    return clip(redact(text).replace(CONTROL, ' ').replace(/\s+/g, ' ').trim(), max);
}
/** Several lines (newlines kept), each control character replaced, at most `max` characters. */
function block(text, max, redact) {
    return clip(redact(text).replace(/\r\n?/g, '\n').replace(CONTROL, ' '), max);
}
/** At most `max` characters; a cut shows as `…`. */
function clip(text, max) {
    return text.length > max ? `${text.slice(0, max)}…` : text;
}
/** Text for one line: control characters and line breaks become spaces; nothing is cut. */
function printable(text) {
    return text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}
/** Text ending as a sentence does, with one full stop at most. */
function ended(text) {
    return /[.?!]$/.test(text) ? text : `${text}.`;
}
/**
 * A value parsed from a server as JSON text, nested at most `maxDepth` deep: deeper objects and
 * arrays show as `{…}` and `[…]`. JSON.stringify recurses, so a hostile value nested a few
 * thousand deep would overflow the stack (JSON.parse does not: such a value parses fine).
 */
function boundedJson(value, maxDepth = _policy_js__WEBPACK_IMPORTED_MODULE_0__/* .SHOWN_JSON_DEPTH */ .d1) {
    const walk = (item, depth) => {
        if (item === null || typeof item !== 'object')
            return JSON.stringify(item) ?? 'null';
        const array = Array.isArray(item);
        const entries = array ? item : Object.entries(item);
        if (entries.length === 0)
            return array ? '[]' : '{}';
        if (depth >= maxDepth)
            return array ? '[…]' : '{…}';
        if (array)
            return `[${item.map((x) => walk(x, depth + 1)).join(',')}]`;
        return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${walk(x, depth + 1)}`).join(',')}}`;
    };
    return walk(value, 0);
}


/***/ }),

/***/ 3112:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   hU: () => (/* binding */ phaseOf),
/* harmony export */   xo: () => (/* binding */ classifyStatus)
/* harmony export */ });
/* unused harmony export buildStarted */
const KNOWN = {
    DEPLOYED: { phase: 'deploy', verdict: 'success', meaning: 'The revision is deployed and serving traffic.' },
    CREATE_FAILED: {
        phase: 'queue',
        verdict: 'failure',
        meaning: 'The control plane could not create the revision. Check the deployment settings in LangSmith.',
    },
    BUILD_FAILED: {
        phase: 'build',
        verdict: 'failure',
        meaning: 'The image build failed: check langgraph.json and the dependencies it installs.',
    },
    DEPLOY_FAILED: {
        phase: 'deploy',
        verdict: 'failure',
        meaning: 'The image built but the server did not start: check secrets and start-up errors.',
    },
    SKIPPED: {
        phase: 'queue',
        verdict: 'failure',
        meaning: 'The control plane skipped this revision (a newer revision superseded it before it was built). It was not deployed.',
    },
    INTERRUPTED: {
        phase: 'build',
        verdict: 'failure',
        meaning: 'The revision was interrupted before it finished (e.g. a newer revision or a cancellation stopped it). It was not deployed.',
    },
    CREATING: { phase: 'queue', verdict: 'in-progress', meaning: 'The revision is being created.' },
    QUEUED: { phase: 'queue', verdict: 'in-progress', meaning: 'The revision waits in the build queue.' },
    AWAITING_BUILD: {
        phase: 'build-wait',
        verdict: 'in-progress',
        meaning: 'The revision waits for a builder.',
    },
    BUILDING: { phase: 'build', verdict: 'in-progress', meaning: 'The image is being built.' },
    AWAITING_DEPLOY: {
        phase: 'deploy',
        verdict: 'in-progress',
        meaning: 'The image is built and waits to be deployed.',
    },
    DEPLOYING: { phase: 'deploy', verdict: 'in-progress', meaning: 'The new server is starting.' },
    UNKNOWN: { verdict: 'in-progress', meaning: 'The control plane reports the status as unknown for now.' },
};
function classifyStatus(status) {
    // Own keys only: a status named `constructor` or `__proto__` is just an unknown status.
    const known = Object.hasOwn(KNOWN, status) ? KNOWN[status] : undefined;
    if (known)
        return known;
    if (status.includes('FAILED'))
        return { verdict: 'failure', meaning: `The revision ended with ${status}.` };
    return {
        verdict: 'in-progress',
        meaning: `Status ${status} is not known to this action; it keeps waiting.`,
    };
}
/** The phase of a known status (undefined for statuses unknown today). */
function phaseOf(status) {
    return classifyStatus(status).phase;
}
/** Whether a revision in this status has started (or finished) its build: its commit is chosen. */
function buildStarted(status) {
    const phase = phaseOf(status);
    return phase === 'build' || phase === 'deploy';
}


/***/ }),

/***/ 8095:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   hi: () => (/* binding */ describeRevision),
/* harmony export */   vR: () => (/* binding */ revisionWithCommit),
/* harmony export */   xT: () => (/* binding */ readServing)
/* harmony export */ });
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4758);
/* harmony import */ var _base_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8531);
/* harmony import */ var _base_commit_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(1940);



/**
 * Which revision serves traffic now, as the control plane says (`active_revision_id`), recorded in
 * the run state. Best effort: skipped when no time is left within `timeout`, silent on errors.
 */
async function readServing(ctx) {
    const { state } = ctx;
    if (!state.deploymentId || !ctx.budget.allows(_base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVING_READ_MIN_MS */ .QD))
        return state.activeRevisionId;
    try {
        const deployment = await ctx.cp.getDeployment(state.deploymentId);
        state.activeRevisionId = deployment.active_revision_id ?? undefined;
        state.deploymentUrl ??= deployment.source_config?.custom_url ?? undefined;
    }
    catch (error) {
        if (error instanceof _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc)
            throw error;
        ctx.log.debug(`The serving revision could not be read: ${error.message}`);
    }
    return state.activeRevisionId;
}
/** A revision with the commit it built, read from the control plane (best effort). */
async function revisionWithCommit(ctx, revisionId) {
    if (!ctx.state.deploymentId || !ctx.budget.allows(_base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .SERVING_READ_MIN_MS */ .QD))
        return { id: revisionId };
    try {
        const revision = await ctx.cp.getRevision(ctx.state.deploymentId, revisionId);
        const commit = revision.source_revision_config?.repo_commit_sha ?? undefined;
        return { id: revisionId, ...(commit ? { commit } : {}), status: revision.status };
    }
    catch (error) {
        if (error instanceof _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .CancelledError */ .cc)
            throw error;
        return { id: revisionId };
    }
}
/** "R1 (commit 9f8e7d6)", or "R1" when the commit is not known. */
function describeRevision(revision) {
    return revision.commit ? `${revision.id} (commit ${(0,_base_commit_js__WEBPACK_IMPORTED_MODULE_2__/* .shortSha */ .F)(revision.commit)})` : revision.id;
}


/***/ }),

/***/ 4327:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CA: () => (/* binding */ errorCode),
/* harmony export */   EW: () => (/* binding */ readSmallFile),
/* harmony export */   Qg: () => (/* binding */ unreadableBecause),
/* harmony export */   tg: () => (/* binding */ RefusedFile),
/* harmony export */   wP: () => (/* binding */ NO_FOLLOW_NO_WAIT)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/** A file refused before it was read: what it is instead of a small regular file. */
class RefusedFile extends Error {
}
/** The error's system code (ENOENT, EACCES…), if it has one. */
function errorCode(error) {
    return error.code;
}
/**
 * Why a file could not be read, in words: what it is when it was refused, a permission problem
 * said as one, else the system's code (or message).
 */
function unreadableBecause(error) {
    const code = errorCode(error);
    if (error instanceof RefusedFile)
        return `it is ${error.message}`;
    if (code === 'EACCES' || code === 'EPERM')
        return `${code}: the runner may not read it`;
    return code ?? error.message;
}
/**
 * Opening for reading without following a link or waiting for a FIFO's writer (POSIX; Windows
 * has neither flag, and an lstat before the open covers its links).
 */
const NO_FOLLOW_NO_WAIT = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK ?? 0) | (node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW ?? 0);
/**
 * Reads a file from the workspace that the action must neither hang on nor be flooded by — an
 * ignore file, a git HEAD or ref. Only a regular file of at most `maxBytes` is read: a link, a
 * folder, a FIFO or a device fails with RefusedFile, checked on the opened file itself, so the
 * path cannot be swapped in between. Missing or unreadable files fail with the system's error
 * (`code` ENOENT, EACCES…).
 */
function readSmallFile(path, maxBytes) {
    if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path).isSymbolicLink())
        throw new RefusedFile('a symbolic link');
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, NO_FOLLOW_NO_WAIT);
    }
    catch (error) {
        const code = errorCode(error);
        if (code === 'ELOOP')
            throw new RefusedFile('a symbolic link');
        if (code === 'EISDIR')
            throw new RefusedFile('a folder');
        throw error;
    }
    try {
        const stat = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (stat.isDirectory())
            throw new RefusedFile('a folder');
        if (!stat.isFile())
            throw new RefusedFile('a FIFO, a socket or a device, not a regular file');
        if (stat.size > maxBytes)
            throw new RefusedFile(`larger than ${maxBytes} bytes`);
        // What it holds now, up to the size it had: a file still growing cannot flood the run.
        const buffer = Buffer.alloc(stat.size);
        let read = 0;
        while (read < buffer.length) {
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, buffer, read, buffer.length - read, read);
            if (n === 0)
                break;
            read += n;
        }
        return buffer.subarray(0, read).toString('utf8');
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}


/***/ }),

/***/ 9407:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _runner_termination_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6261);
/* harmony import */ var _inputs_load_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7565);
/* harmony import */ var _inputs_read_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8865);
/* harmony import */ var _base_policy_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8531);
/* harmony import */ var _runner_redact_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(8949);
/* harmony import */ var _runner_file_commands_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(5277);
/* harmony import */ var _report_invalid_inputs_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(2411);
/* harmony import */ var _report_outputs_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(7438);
/* harmony import */ var _report_internal_error_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(1150);
/* harmony import */ var _run_run_state_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(9184);
/* harmony import */ var _runner_workflow_commands_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(1520);
// First of all, before any other module is evaluated: a cancellation that arrives while the run
// is still loading is not lost (it would otherwise kill the process before it wrote any output).











// Inputs are checked before anything heavy loads, so a bad input fails in milliseconds and
// no request is sent. The run itself (and @actions/core, undici) loads only when they pass; the
// manifest reader (and its YAML parser) only for a run with a fleet manifest.
const result = process.env.INPUT_MANIFEST?.trim()
    ? await (0,_inputs_load_js__WEBPACK_IMPORTED_MODULE_1__/* .withFiles */ .o)(await (await __nccwpck_require__.e(/* import() */ 950).then(__nccwpck_require__.bind(__nccwpck_require__, 3950))).readFleetInputs(process.env))
    : await (0,_inputs_load_js__WEBPACK_IMPORTED_MODULE_1__/* .loadInputs */ .I)(process.env);
if (result.ok) {
    const [{ run }, { actionsCorePort }, { systemClock }] = await Promise.all([
        __nccwpck_require__.e(/* import() */ 233).then(__nccwpck_require__.bind(__nccwpck_require__, 5233)),
        __nccwpck_require__.e(/* import() */ 62).then(__nccwpck_require__.bind(__nccwpck_require__, 2062)),
        __nccwpck_require__.e(/* import() */ 355).then(__nccwpck_require__.bind(__nccwpck_require__, 3355)),
    ]);
    // The outputs the run sets, as it sets them (redacted): a bug that escapes the run keeps them.
    const port = await actionsCorePort();
    const set = {};
    try {
        const state = await run(result.inputs, {
            clock: systemClock,
            random: Math.random,
            signal: _runner_termination_js__WEBPACK_IMPORTED_MODULE_0__/* .termination */ .L.signal,
            reporting: _runner_termination_js__WEBPACK_IMPORTED_MODULE_0__/* .termination */ .L.reporting,
            port: { ...port, setOutput: (name, value) => ((set[name] = value), port.setOutput(name, value)) },
            env: process.env,
            ownFiles: (0,_runner_file_commands_js__WEBPACK_IMPORTED_MODULE_5__/* .runnerFiles */ .O9)(process.env),
        });
        if (state.failure)
            process.exitCode = 1;
        exitSoon();
    }
    catch (error) {
        // run() reports every failure it expects; this is a bug's last line of defence. Its
        // message may hold anything, so it is redacted like everything else; every output is still
        // written (status INTERNAL_ERROR), as for any failure — unless writing them was the bug.
        const redactor = new _runner_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .Redactor */ .pO();
        for (const value of (0,_inputs_read_js__WEBPACK_IMPORTED_MODULE_2__/* .secretValuesOf */ .WD)(result.inputs))
            redactor.add(value);
        const message = redactor.apply((0,_report_internal_error_js__WEBPACK_IMPORTED_MODULE_8__/* .messageOf */ .bD)(error));
        console.log((0,_runner_workflow_commands_js__WEBPACK_IMPORTED_MODULE_10__/* .errorCommand */ .iZ)((0,_report_internal_error_js__WEBPACK_IMPORTED_MODULE_8__/* .crashLine */ .MO)(message), _report_internal_error_js__WEBPACK_IMPORTED_MODULE_8__/* .INTERNAL_ERROR_TITLE */ .Km));
        process.exitCode = 1;
        for (const write of [
            () => (0,_runner_file_commands_js__WEBPACK_IMPORTED_MODULE_5__/* .writeOutputFile */ .BF)(process.env, (0,_report_outputs_js__WEBPACK_IMPORTED_MODULE_7__/* .crashOutputs */ .KZ)(set, result.inputs.command, Date.now())),
            () => (0,_runner_file_commands_js__WEBPACK_IMPORTED_MODULE_5__/* .appendSummaryFile */ .nz)(process.env, (0,_report_internal_error_js__WEBPACK_IMPORTED_MODULE_8__/* .crashMarkdown */ .d0)(message)),
        ])
            try {
                write();
            }
            catch {
                // That file cannot be written where the runner reads it; the other may still be.
            }
        exitSoon();
    }
}
else {
    // Refused inputs still give every output (status INVALID_INPUTS) and a summary card.
    const redactor = new _runner_redact_js__WEBPACK_IMPORTED_MODULE_4__/* .Redactor */ .pO();
    for (const value of result.secretValues)
        for (const part of redactor.add(value))
            console.log((0,_runner_workflow_commands_js__WEBPACK_IMPORTED_MODULE_10__/* .addMaskCommand */ .F8)(part));
    const problems = result.problems.map((p) => redactor.apply(p));
    console.log((0,_runner_workflow_commands_js__WEBPACK_IMPORTED_MODULE_10__/* .errorCommand */ .iZ)(`Invalid inputs; nothing was sent:\n${problems.map((p) => `  - ${p}`).join('\n')}`, 'Invalid inputs'));
    (0,_runner_file_commands_js__WEBPACK_IMPORTED_MODULE_5__/* .writeOutputFile */ .BF)(process.env, {
        ...(0,_report_outputs_js__WEBPACK_IMPORTED_MODULE_7__/* .outputsOf */ .Yz)((0,_run_run_state_js__WEBPACK_IMPORTED_MODULE_9__/* .newRunState */ .PG)('deploy', Date.now())),
        status: _report_invalid_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .INVALID_INPUTS_STATUS */ .J,
    });
    (0,_runner_file_commands_js__WEBPACK_IMPORTED_MODULE_5__/* .appendSummaryFile */ .nz)(process.env, (0,_report_invalid_inputs_js__WEBPACK_IMPORTED_MODULE_6__/* .invalidInputsMarkdown */ .G)(problems, result.workflow));
    process.exitCode = 1;
}
/**
 * Everything is written: whatever a library may still hold open (a retry timer of the run-interface
 * client, a socket a cancelled request was opening) must not keep the step running. The process
 * ends on its own when nothing is left; otherwise this ends it shortly.
 */
function exitSoon() {
    setTimeout(() => process.exit(), _base_policy_js__WEBPACK_IMPORTED_MODULE_3__/* .EXIT_AFTER_MS */ .he).unref();
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 8286:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ INPUT_NAMES),
/* harmony export */   W: () => (/* binding */ INPUT_DEFAULTS)
/* harmony export */ });
// Generated from action.yml by `npm run docs` (scripts/action-docs.ts): do not edit.
// The defaults the code applies: action.yml documents them in each description and gives the
// runner none, so an empty input is one the step did not set (a fleet manifest may set it).
const INPUT_DEFAULTS = {
    region: 'us',
    command: 'deploy',
    delete_tracing_project: 'false',
    graph_config_path: 'langgraph.json',
    source: 'github',
    secrets_mode: 'merge',
    require_commit: 'false',
    on_superseded: 'follow',
    rollback_on_failure: 'false',
    logs: 'on-failure',
    log_lines: '50',
    wait: 'true',
    timeout: '30m',
    poll_interval: '5s',
    poll_max_interval: '30s',
    poll_backoff: '2',
    smoke_test: 'false',
    smoke_checks: 'run,enqueue,rollback,interrupt,stream',
    smoke_message: 'Hello from the deploy pipeline: please reply.',
    smoke_timeout: '2m',
    checks_concurrency: '4',
    checks_baseline: 'false',
    checks_fail_on: 'any',
    pr_comment: 'false',
    dry_run: 'false',
    force: 'false',
};
/** Every input action.yml declares. */
const INPUT_NAMES = [
    'api_key',
    'tenant_id',
    'region',
    'self_hosted_url',
    'api_url',
    'command',
    'name',
    'deployment_id',
    'revision_id',
    'delete_tracing_project',
    'preview_prefix',
    'repo_url',
    'repo_ref',
    'graph_config_path',
    'integration_id',
    'source',
    'install_command',
    'build_command',
    'image_uri',
    'listener_id',
    'deployment_type',
    'build_on_push',
    'resource_spec',
    'secrets',
    'secrets_mode',
    'require_commit',
    'on_superseded',
    'rollback_on_failure',
    'logs',
    'log_lines',
    'wait',
    'timeout',
    'poll_interval',
    'poll_max_interval',
    'poll_backoff',
    'auth_id',
    'smoke_test',
    'deployment_url',
    'assistant_id',
    'smoke_checks',
    'smoke_message',
    'smoke_timeout',
    'checks',
    'checks_concurrency',
    'checks_baseline',
    'checks_fail_on',
    'checks_junit',
    'github_token',
    'github_environment',
    'pr_comment',
    'dry_run',
    'manifest',
    'deployment',
    'force',
    'plan',
];


/***/ }),

/***/ 7157:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  i: () => (/* binding */ loadChecksFile),
  N: () => (/* binding */ readChecksSettings)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/fs/small-file.ts
var small_file = __nccwpck_require__(4327);
// EXTERNAL MODULE: ./src/inputs/commands.ts
var commands = __nccwpck_require__(7671);
// EXTERNAL MODULE: ./node_modules/safe-regex2/index.js
var safe_regex2 = __nccwpck_require__(8700);
var safe_regex2_default = /*#__PURE__*/__nccwpck_require__.n(safe_regex2);
// EXTERNAL MODULE: ./src/base/untrusted.ts
var untrusted = __nccwpck_require__(2607);
// EXTERNAL MODULE: ./src/inputs/fields.ts
var fields = __nccwpck_require__(2996);
// EXTERNAL MODULE: ./src/inputs/limits.ts
var limits = __nccwpck_require__(6497);
;// CONCATENATED MODULE: ./src/inputs/checks-file.ts




/** safe-regex2 (CommonJS): whether a pattern's repetitions nest no deeper than one level. */
const safeRegex = (safe_regex2_default());
const TOP_FIELDS = ['assistant_id', 'runs', 'cases'];
const CASE_FIELDS = ['name', 'input', 'config', 'assistant_id', 'expect', 'runs', 'min_passes'];
const EXPECT_FIELDS = [
    'contains',
    'not_contains',
    'matches',
    'tools',
    'tools_in_order',
    'values',
    'max_seconds',
];
/**
 * Reads the parsed document (YAML or JSON: yaml-text.ts) into cases, reporting every problem
 * through `problem` with the place it was found.
 */
function readChecksFile(doc, problem) {
    const at = (where, message) => problem(`${where}: ${message}`);
    if (!isObject(doc)) {
        problem('must be a mapping with `cases:` (a list of cases), e.g. `cases: [{name: greets, input: Hi}]`');
        return undefined;
    }
    unknownFields(doc, TOP_FIELDS, 'the file', at);
    const assistantId = optionalText(doc.assistant_id, 'assistant_id', 256, at);
    const runs = count(doc.runs, 'runs', limits/* LIMITS */.b.checks.runs, at) ?? 1;
    if (!Array.isArray(doc.cases) || doc.cases.length === 0) {
        at('cases', 'is required: a list of at least one case, each with a `name` and an `input`');
        return undefined;
    }
    if (doc.cases.length > limits/* LIMITS */.b.checks.cases)
        at('cases', `holds ${doc.cases.length} cases; at most ${limits/* LIMITS */.b.checks.cases}`);
    const cases = [];
    const names = new Set();
    doc.cases.slice(0, limits/* LIMITS */.b.checks.cases).forEach((raw, index) => {
        const parsed = readCase(raw, index, runs, at);
        if (!parsed)
            return;
        if (names.has(parsed.name))
            at(`case "${parsed.name}"`, 'the name is given twice; names must be unique');
        names.add(parsed.name);
        cases.push(parsed);
    });
    return { ...(assistantId ? { assistantId } : {}), cases };
}
function readCase(raw, index, defaultRuns, at) {
    const fallback = `case ${index + 1}`;
    if (!isObject(raw)) {
        at(fallback, 'must be a mapping with `name`, `input` and optionally `expect`');
        return undefined;
    }
    const name = caseName(raw.name, `${fallback}: name`, at);
    const where = name ? `case "${name}"` : fallback;
    if (raw.name === undefined)
        at(where, 'name is required: a short text that names the case in reports');
    unknownFields(raw, CASE_FIELDS, where, at);
    const input = readInput(raw.input, where, at);
    const config = raw.config === undefined ? undefined : objectField(raw.config, `${where}: config`, at);
    const assistantId = optionalText(raw.assistant_id, `${where}: assistant_id`, 256, at);
    const runs = count(raw.runs, `${where}: runs`, limits/* LIMITS */.b.checks.runs, at) ?? defaultRuns;
    const minPasses = count(raw.min_passes, `${where}: min_passes`, limits/* LIMITS */.b.checks.runs, at) ?? runs;
    if (minPasses > runs)
        at(where, `min_passes (${minPasses}) is more than runs (${runs})`);
    const expect = readExpect(raw.expect, where, at);
    if (!name || !input || !expect)
        return undefined;
    return {
        name,
        input,
        ...(config ? { config } : {}),
        ...(assistantId ? { assistantId } : {}),
        expect,
        runs,
        minPasses: Math.min(minPasses, runs),
    };
}
/** A string is one human message; an object is the run's input as the API takes it. */
function readInput(raw, where, at) {
    if (typeof raw === 'string' && raw.trim() !== '') {
        if (raw.length > limits/* LIMITS */.b.checks.textLength)
            return void at(`${where}: input`, `is longer than ${limits/* LIMITS */.b.checks.textLength} characters`);
        return { messages: [{ role: 'human', content: raw }] };
    }
    if (isObject(raw))
        return raw;
    at(`${where}: input`, 'is required: a message (text), or the run input as an object, e.g. {messages: [{role: human, content: Hi}]}');
    return undefined;
}
function readExpect(raw, where, at) {
    if (raw === undefined || raw === null)
        return { toolsInOrder: false };
    if (!isObject(raw)) {
        at(`${where}: expect`, `must be a mapping of ${EXPECT_FIELDS.join(', ')}`);
        return undefined;
    }
    unknownFields(raw, EXPECT_FIELDS, `${where}: expect`, at);
    const field = (name) => `${where}: expect.${name}`;
    const expect = {
        contains: texts(raw.contains, field('contains'), at),
        notContains: texts(raw.not_contains, field('not_contains'), at),
        matches: patterns(raw.matches, field('matches'), at),
        tools: texts(raw.tools, field('tools'), at),
        toolsInOrder: raw.tools_in_order === undefined ? false : bool(raw.tools_in_order, field('tools_in_order'), at),
        values: values(raw.values, field('values'), at),
        maxSeconds: seconds(raw.max_seconds, field('max_seconds'), at),
    };
    if (expect.toolsInOrder && !expect.tools?.length)
        at(field('tools_in_order'), 'needs `tools`: the calls whose order it checks');
    return Object.fromEntries(Object.entries(expect).filter(([, v]) => v !== undefined));
}
/** One text or a list of them, each one line of bounded length. */
function texts(raw, where, at) {
    if (raw === undefined)
        return undefined;
    const list = Array.isArray(raw) ? raw : [raw];
    if (list.length === 0 || list.length > limits/* LIMITS */.b.checks.listItems)
        return void at(where, `must be a text or a list of 1 to ${limits/* LIMITS */.b.checks.listItems} texts`);
    const out = [];
    for (const item of list) {
        if (typeof item === 'number' || typeof item === 'boolean')
            out.push(String(item));
        else if (typeof item === 'string' && item !== '' && item.length <= limits/* LIMITS */.b.checks.textLength)
            out.push(item);
        else
            return void at(where, `must be a text or a list of texts (each 1 to ${limits/* LIMITS */.b.checks.textLength} characters)`);
    }
    return out;
}
/** Regular expressions that compile and cannot backtrack catastrophically. */
function patterns(raw, where, at) {
    const list = texts(raw, where, at);
    if (!list)
        return undefined;
    for (const source of list) {
        const problem = patternProblem(source);
        if (problem)
            return void at(where, `"${source.slice(0, 80)}" ${problem}`);
    }
    return list;
}
/**
 * Why a pattern is refused: it does not compile, or a repetition inside a repetition (`(a+)+`,
 * `(\w+\s?)*`) lets it take exponential time on a long reply. safe-regex2 measures that nesting.
 */
function patternProblem(source) {
    try {
        new RegExp(source);
    }
    catch (error) {
        return `is not a regular expression: ${firstLine(error.message)}`;
    }
    if (!safeRegex(source))
        return 'is refused: it nests repetitions (like `(a+)+`), which can take exponential time on a long reply; write it without a repeated group that itself repeats';
    return undefined;
}
function values(raw, where, at) {
    if (raw === undefined)
        return undefined;
    const list = Array.isArray(raw) ? raw : [raw];
    if (list.length === 0 || list.length > limits/* LIMITS */.b.checks.listItems)
        return void at(where, `must be {path, equals} or a list of 1 to ${limits/* LIMITS */.b.checks.listItems} of them`);
    const out = [];
    for (const item of list) {
        if (!isObject(item) || typeof item.path !== 'string' || !('equals' in item)) {
            at(where, 'each must be {path: a.b.c, equals: <value>} (path: dotted keys into the final state values)');
            return undefined;
        }
        unknownFields(item, ['path', 'equals'], where, at);
        if (!/^[^.\s]+(\.[^.\s]+)*$/.test(item.path) || item.path.length > 256)
            return void at(where, `path "${item.path.slice(0, 80)}" is not dotted keys (e.g. answer.status, items.0.id)`);
        out.push({ path: item.path, equals: item.equals });
    }
    return out;
}
/**
 * A duration as every time input takes it (`20` seconds, `2m`, `90s`), in seconds. A YAML number
 * is taken as it is (`1.1`, not rounded to a millisecond).
 */
function seconds(raw, where, at) {
    if (raw === undefined)
        return undefined;
    if (typeof raw === 'number' && raw > 0 && raw <= limits/* LIMITS */.b.checks.maxSeconds)
        return raw;
    const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw) : JSON.stringify(raw);
    const { ms, problem } = (0,fields/* readDuration */.$7)(text.slice(0, 80), { min: 1, max: limits/* LIMITS */.b.checks.maxSeconds * 1_000 });
    if (problem)
        return void at(where, problem);
    return ms / 1_000;
}
function count(raw, where, max, at) {
    if (raw === undefined)
        return undefined;
    if (typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 && raw <= max)
        return raw;
    return void at(where, `must be a whole number from 1 to ${max}`);
}
function bool(raw, where, at) {
    if (typeof raw === 'boolean')
        return raw;
    at(where, 'must be true or false');
    return false;
}
function optionalText(raw, where, max, at) {
    if (raw === undefined)
        return undefined;
    if (typeof raw === 'string' && raw.trim() !== '' && raw.length <= max && !/[\r\n]/.test(raw))
        return raw;
    return void at(where, `must be one line of text, at most ${max} characters`);
}
/**
 * A case's name names it in the log, the summary, the JUnit file and the baseline's comparison:
 * one line of printable text (a tab, a control character, a line separator or a bidirectional
 * override would show as something else), without the spaces around it — so that `" refund"`
 * and `"refund"` are the same name, given twice.
 */
function caseName(raw, where, at) {
    if (raw === undefined)
        return undefined;
    const max = limits/* LIMITS */.b.checks.nameLength;
    const name = typeof raw === 'string' ? raw.trim() : '';
    if (name !== '' && name.length <= max && !(0,untrusted/* hasControl */.aQ)(name))
        return name;
    return void at(where, `must be one line of printable text (no tabs or control characters), at most ${max} characters`);
}
function objectField(raw, where, at) {
    if (isObject(raw))
        return raw;
    return void at(where, 'must be a mapping, e.g. {configurable: {user_tier: pro}}');
}
function unknownFields(raw, known, where, at) {
    for (const key of Object.keys(raw))
        if (!known.includes(key))
            at(where, `"${key.slice(0, 40)}" is not a known field; use ${known.join(', ')}`);
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function firstLine(text) {
    return text.split('\n')[0].slice(0, 200);
}

// EXTERNAL MODULE: ./src/inputs/yaml-text.ts
var yaml_text = __nccwpck_require__(5484);
// EXTERNAL MODULE: ./src/inputs/types.ts
var types = __nccwpck_require__(3448);
;// CONCATENATED MODULE: ./src/inputs/checks.ts








/**
 * The agent-checks inputs, checked with every other input. The file itself is read afterwards
 * (`loadChecksFile`), still before anything is sent — only for a command that runs the checks.
 * Settings that would change nothing here (no file, or a command that runs no checks) are
 * warned about (combinations.ts), never refused: a teardown job with the deploy step's inputs
 * and no checkout must still run.
 */
function readChecksSettings(p, raw, command, wait) {
    const file = fields/* text */.Qq(p, 'checks', raw('checks'), limits/* LIMITS */.b.pathLength);
    const concurrency = fields/* integer */.nd(p, 'checks_concurrency', raw('checks_concurrency'), limits/* LIMITS */.b.checks.concurrency);
    // Only a deploy has a revision serving before it to run the baseline against.
    const baseline = fields/* boolean */.zM(p, 'checks_baseline', raw('checks_baseline')) && (0,commands/* appliesTo */.Gl)('checks_baseline', command);
    const failOn = fields/* oneOf */.yL(p, 'checks_fail_on', raw('checks_fail_on'), types/* CHECKS_FAIL_ON */.R1);
    const junitPath = fields/* text */.Qq(p, 'checks_junit', raw('checks_junit'), limits/* LIMITS */.b.pathLength);
    // Only commands that judge a deployed revision run agent checks (commands.ts says which).
    if (!file || !(0,commands/* appliesTo */.Gl)('checks', command))
        return undefined;
    if (baseline && !wait)
        p.add('checks_baseline', 'needs wait: true: with wait: false the checks after the update never run, so the baseline would compare with nothing');
    if (failOn === 'regression' && !baseline)
        p.add('checks_fail_on', (0,commands/* appliesTo */.Gl)('checks_baseline', command)
            ? 'regression needs checks_baseline: true (a regression is a case that passed before)'
            : `regression needs the baseline, which only command deploy runs (the revision serving before the update); command ${command} has none: use any or never`);
    return { file, cases: [], concurrency, baseline, failOn, ...(junitPath ? { junitPath } : {}) };
}
/**
 * Reads and checks the checks file the settings name, from the workspace: a regular file of at
 * most LIMITS.checks.fileBytes, YAML or JSON (the YAML parser is loaded only here). Returns the
 * problems, each starting with the input and the file.
 */
async function loadChecksFile(settings, workspace) {
    const problems = [];
    const where = `checks (${settings.file})`;
    const path = (0,external_node_path_.isAbsolute)(settings.file) ? settings.file : (0,external_node_path_.join)(workspace ?? process.cwd(), settings.file);
    let text;
    try {
        text = (0,small_file/* readSmallFile */.EW)(path, limits/* LIMITS */.b.checks.fileBytes);
    }
    catch (error) {
        const missing = error.code === 'ENOENT';
        return [
            `${where}: ${missing ? 'no such file in the workspace (is actions/checkout before this step?)' : `could not be read: ${(0,small_file/* unreadableBecause */.Qg)(error)}`}`,
        ];
    }
    const parsed = await (0,yaml_text/* readYaml */.g)(text);
    if ('problems' in parsed)
        return parsed.problems.map((p) => `${where}: is not valid YAML or JSON: ${p}`);
    const read = readChecksFile(parsed.value, (message) => problems.push(`${where}: ${message}`));
    if (read) {
        settings.cases = read.cases;
        if (read.assistantId)
            settings.assistantId = read.assistantId;
    }
    return problems;
}


/***/ }),

/***/ 7671:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gl: () => (/* binding */ appliesTo),
/* harmony export */   Gr: () => (/* binding */ INPUT_COMMANDS)
/* harmony export */ });
/* unused harmony export COMMAND_SUMMARIES */
/**
 * What each command is for, in one line (the CLI's help; action.yml describes `command` as a
 * whole). A command without a line here is still offered, with its name alone.
 */
const COMMAND_SUMMARIES = {
    deploy: 'Create or update a deployment, wait for its revision, and (with smoke_test) prove it answers.',
    rollback: 'Redeploy an earlier revision (revision_id, or the newest DEPLOYED before the one serving that no rollback left).',
    delete: 'Delete a deployment, by name or deployment_id; nothing to delete is not a failure.',
    status: 'Report a deployment and its latest revision, following it to its end unless wait is false.',
    'wait-auth': 'Wait for an authentication (auth_id) to complete, and output its token.',
    'smoke-test': 'Run the smoke test alone against deployment_url.',
    plan: 'Decide which deployments of a fleet manifest to deploy: output matrix, and plan with why for each.',
    report: "Report a fleet after its deploy jobs: each deployment's revision and result; output failed.",
    prune: 'Delete the preview deployments (<preview_prefix><number>) whose pull request is closed; output pruned.',
};
const FOLLOWING = ['deploy', 'status', 'rollback'];
const SMOKE = ['deploy', 'status', 'rollback', 'smoke-test'];
const TARGETING = ['deploy', 'status', 'rollback', 'delete'];
/** The commands that delete deployments. */
const DELETING = ['delete', 'prune'];
const REPORTING = ['deploy', 'rollback', 'delete'];
/**
 * A fleet's commands talk to GitHub too: `plan` reads each upload's commit from the GitHub
 * Deployments of `<github_environment>/<name>`, `report` the deploy jobs' results there, and keeps
 * the fleet's pull-request comment.
 */
const FLEET_GITHUB = ['plan', 'report'];
/** `prune` asks GitHub whether each preview's pull request is closed. */
const GITHUB_READING = [...FLEET_GITHUB, 'prune'];
/**
 * Every command but smoke-test, which calls no control plane (only the agent server). plan and
 * report list the manifest's deployments there (the step's setting is its deployments' too).
 */
const CONTROL_PLANE = [
    'deploy',
    'rollback',
    'delete',
    'status',
    'wait-auth',
    'plan',
    'report',
    'prune',
];
/**
 * The commands an input applies to, for the inputs that do not apply to every command: the one
 * place this is written. Every other input (the connection, `timeout`, the poll pacing that
 * retries use too, and any input added later) applies to all commands. The CLI shows each
 * command's inputs in its --help and refuses a flag its command does not use.
 */
const INPUT_COMMANDS = {
    // The positional command of the CLI, the `command` input of the action.
    command: [],
    tenant_id: CONTROL_PLANE,
    region: CONTROL_PLANE,
    self_hosted_url: CONTROL_PLANE,
    api_url: CONTROL_PLANE,
    // prune: the default preview_prefix, `<name>-pr-`.
    name: [...TARGETING, 'prune'],
    deployment_id: TARGETING,
    revision_id: ['rollback'],
    delete_tracing_project: DELETING,
    preview_prefix: ['prune'],
    repo_url: ['deploy'],
    repo_ref: ['deploy'],
    graph_config_path: SMOKE,
    integration_id: ['deploy'],
    source: ['deploy'],
    install_command: ['deploy'],
    build_command: ['deploy'],
    image_uri: ['deploy'],
    listener_id: ['deploy'],
    deployment_type: ['deploy'],
    build_on_push: ['deploy'],
    resource_spec: ['deploy'],
    secrets: ['deploy'],
    secrets_mode: ['deploy'],
    require_commit: ['deploy'],
    on_superseded: FOLLOWING,
    rollback_on_failure: ['deploy'],
    logs: FOLLOWING,
    log_lines: FOLLOWING,
    wait: FOLLOWING,
    poll_backoff: FOLLOWING,
    auth_id: ['wait-auth'],
    smoke_test: FOLLOWING,
    deployment_url: SMOKE,
    assistant_id: SMOKE,
    smoke_checks: SMOKE,
    smoke_message: SMOKE,
    smoke_timeout: SMOKE,
    checks: SMOKE,
    checks_concurrency: SMOKE,
    checks_baseline: ['deploy'],
    checks_fail_on: SMOKE,
    checks_junit: SMOKE,
    github_token: [...REPORTING, ...GITHUB_READING],
    github_environment: [...REPORTING, ...FLEET_GITHUB],
    pr_comment: [...REPORTING, 'report'],
    // wait-auth changes nothing anyway: it only waits.
    dry_run: ['deploy', 'rollback', 'delete', 'status', 'smoke-test', 'prune'],
};
/** Whether `input` applies to `command`. */
function appliesTo(input, command) {
    return !Object.hasOwn(INPUT_COMMANDS, input) || INPUT_COMMANDS[input].includes(command);
}


/***/ }),

/***/ 9352:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   GR: () => (/* binding */ stripSlash),
/* harmony export */   H2: () => (/* binding */ uiBaseUrl),
/* harmony export */   cW: () => (/* binding */ isLoopbackHost),
/* harmony export */   iJ: () => (/* binding */ controlPlaneBaseUrl),
/* harmony export */   ij: () => (/* binding */ REGIONS),
/* harmony export */   xd: () => (/* binding */ checkBaseUrl)
/* harmony export */ });
/* unused harmony exports LANGSMITH_API_PREFIX, langsmithApiBaseUrl, langsmithUiBaseUrl */
/** Where the control plane lives: a region's hosted API, a self-hosted instance, or an explicit URL. */
const REGION_HOSTS = {
    us: 'https://api.host.langchain.com',
    eu: 'https://eu.api.host.langchain.com',
};
const REGIONS = ['us', 'eu'];
/** The LangSmith UI of each region (deployment pages are at /o/{tenant}/host/deployments/{id}). */
const REGION_UI = {
    us: 'https://smith.langchain.com',
    eu: 'https://eu.smith.langchain.com',
};
/** The control plane of a self-hosted instance is served under this prefix. */
const SELF_HOSTED_PREFIX = '/api-host';
function controlPlaneBaseUrl(choice) {
    if (choice.apiUrl)
        return stripSlash(choice.apiUrl.href);
    if (choice.selfHostedUrl)
        return stripSlash(choice.selfHostedUrl.href) + SELF_HOSTED_PREFIX;
    return REGION_HOSTS[choice.region];
}
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);
function isLoopbackHost(hostname) {
    return LOOPBACK_HOSTS.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname);
}
/**
 * A base URL the action may send the API key to: https, or plain http only on this machine's
 * loopback interface (the local emulator, a port-forward). Returns a problem sentence or the URL.
 */
function checkBaseUrl(text) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        // Not quoted: a URL that does not parse may still carry credentials (https://user:pass@…).
        return 'is not a URL; expected e.g. https://langsmith.example.com';
    }
    if (url.username || url.password)
        return 'must not carry credentials (user:password@); use api_key';
    if (url.search || url.hash)
        return 'must not have a query string or fragment';
    if (url.protocol === 'https:')
        return url;
    if (url.protocol === 'http:' && isLoopbackHost(url.hostname))
        return url;
    if (url.protocol === 'http:')
        return `uses http for ${url.hostname}; only https is accepted, except for loopback hosts (127.0.0.0/8, localhost, [::1])`;
    return `uses ${url.protocol.replace(':', '')}; only https is accepted (http for loopback hosts)`;
}
/** The LangSmith API (datasets, experiments) of each region. */
const LANGSMITH_API_HOSTS = {
    us: 'https://api.smith.langchain.com',
    eu: 'https://eu.api.smith.langchain.com',
};
/** The path the LangSmith API's endpoints hang off, on a region's host or a self-hosted instance. */
const LANGSMITH_API_PREFIX = '/api/v1';
/**
 * Where the LangSmith API lives, ending in `/api/v1`: `langsmith_api_url` when given, else the
 * instance of the control plane — the region's API host, a self-hosted instance's `/api/v1`, or
 * for a custom control plane (`api_url`, the emulator) its origin.
 */
function langsmithApiBaseUrl(choice) {
    const root = choice.langsmithApiUrl
        ? stripSlash(choice.langsmithApiUrl.href)
        : choice.apiUrl
            ? choice.apiUrl.origin
            : choice.selfHostedUrl
                ? stripSlash(choice.selfHostedUrl.href)
                : LANGSMITH_API_HOSTS[choice.region];
    return root.endsWith(LANGSMITH_API_PREFIX) ? root : root + LANGSMITH_API_PREFIX;
}
/**
 * The LangSmith UI of that API, for links to experiments: a region's UI; for any other API its
 * root without `/api/v1`, where a hosted API's `api.` host is the UI's host without it (as the
 * SDK's `getHostUrl` reads `LANGSMITH_ENDPOINT`).
 */
function langsmithUiBaseUrl(choice) {
    if (!choice.langsmithApiUrl && !choice.apiUrl && !choice.selfHostedUrl)
        return REGION_UI[choice.region];
    const root = new URL(langsmithApiBaseUrl(choice).slice(0, -LANGSMITH_API_PREFIX.length));
    if (/^([a-z0-9-]+\.)?api\.smith\.langchain\.com$/.test(root.hostname))
        root.hostname = root.hostname.replace('api.', '');
    return stripSlash(root.href);
}
function uiBaseUrl(choice) {
    if (choice.apiUrl)
        return undefined;
    if (choice.selfHostedUrl)
        return stripSlash(choice.selfHostedUrl.href);
    return REGION_UI[choice.region];
}
function stripSlash(href) {
    return href.replace(/\/+$/, '');
}


/***/ }),

/***/ 2996:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $7: () => (/* binding */ readDuration),
/* harmony export */   Cv: () => (/* binding */ identifier),
/* harmony export */   Jz: () => (/* binding */ optionalBoolean),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   Z: () => (/* binding */ headerValue),
/* harmony export */   Zw: () => (/* binding */ Problems),
/* harmony export */   ai: () => (/* binding */ number),
/* harmony export */   nd: () => (/* binding */ integer),
/* harmony export */   o$: () => (/* binding */ jsonObject),
/* harmony export */   p0: () => (/* binding */ duration),
/* harmony export */   pc: () => (/* binding */ baseUrl),
/* harmony export */   uR: () => (/* binding */ uuid),
/* harmony export */   yG: () => (/* binding */ parseBoolean),
/* harmony export */   yL: () => (/* binding */ oneOf),
/* harmony export */   zM: () => (/* binding */ boolean)
/* harmony export */ });
/* harmony import */ var _base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2607);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(8816);
/* harmony import */ var _time_duration_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(2061);
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(9352);




/*
 * Each parser reports a bad value to Problems and returns a placeholder of the right type: a run
 * with any problem never starts, so the placeholder is never used.
 */
/**
 * Collects every bad input of a run so the user fixes them all at once. Each problem names
 * the input and what it accepts.
 */
class Problems {
    list = [];
    /** How the front end names an input (the action: as action.yml does; the CLI: as a flag). */
    label;
    /** Where an input's value came from, when not the step itself (a fleet manifest's entry). */
    origin;
    constructor(label = (input) => input, origin = () => undefined) {
        this.label = label;
        this.origin = origin;
    }
    add(input, message) {
        const from = this.origin(input);
        this.list.push(`${from ? `${from}: ` : ''}${this.label(input)}: ${message}`);
        return undefined;
    }
}
function oneOf(p, input, value, allowed) {
    const parsed = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(allowed).safeParse(value);
    if (parsed.success)
        return parsed.data;
    p.add(input, `"${value}" is not accepted; use one of ${allowed.join(', ')}`);
    return allowed[0];
}
/** The YAML 1.1 spellings workflow authors use; `true`/`false` in the docs. */
const BOOLEAN = zod__WEBPACK_IMPORTED_MODULE_3__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['true', 'True', 'TRUE', 'yes', 'on']).transform(() => true),
    zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['false', 'False', 'FALSE', 'no', 'off']).transform(() => false),
]);
/** True or false as the docs spell it (and YAML 1.1 does); undefined for anything else. */
function parseBoolean(value) {
    const parsed = BOOLEAN.safeParse(value);
    return parsed.success ? parsed.data : undefined;
}
function boolean(p, input, value) {
    const parsed = BOOLEAN.safeParse(value);
    if (parsed.success)
        return parsed.data;
    p.add(input, `"${value}" is not a boolean; use true or false`);
    return false;
}
function optionalBoolean(p, input, value) {
    return value === '' ? undefined : boolean(p, input, value);
}
function duration(p, input, value, bounds) {
    const { ms, problem } = readDuration(value, bounds);
    if (problem)
        p.add(input, problem);
    return ms;
}
/**
 * A duration in milliseconds within bounds, as every time input takes it (and a checks file's
 * `max_seconds`), or what is wrong with it; `ms` is then a placeholder.
 */
function readDuration(value, bounds) {
    const ms = (0,_time_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDuration */ .E)(value);
    const range = `between ${(0,_time_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a)(bounds.min)} and ${(0,_time_duration_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a)(bounds.max)}`;
    if (ms === undefined)
        return {
            ms: bounds.min,
            problem: `"${value}" is not a duration; use seconds (90) or a unit: 500ms, 90s, 15m, 1h; ${range}`,
        };
    if (ms < bounds.min || ms > bounds.max)
        return { ms, problem: `${value} is out of range; use a duration ${range}` };
    return { ms };
}
/** A number within bounds; `whole` accepts digits only. Out of bounds or unreadable: named with the range. */
function bounded(p, input, value, bounds, whole) {
    const parsed = zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()
        .regex(whole ? /^\s*\d+\s*$/ : /^\s*[-+]?(\d+\.?\d*|\.\d+)\s*$/)
        .transform(Number)
        .pipe(zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().min(bounds.min).max(bounds.max))
        .safeParse(value);
    if (parsed.success)
        return parsed.data;
    p.add(input, `"${value}" is not accepted; use a ${whole ? 'whole ' : ''}number from ${bounds.min} to ${bounds.max}`);
    return bounds.min;
}
const number = (p, input, value, bounds) => bounded(p, input, value, bounds, false);
const integer = (p, input, value, bounds) => bounded(p, input, value, bounds, true);
/** A UUID as the API writes them: 8-4-4-4-12 hex digits. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_EXAMPLE = '0b7c5e2a-4f1d-4c3b-9a8e-6d2f1e0c9b7a';
/**
 * An id the API types as a UUID (`format: uuid`): accepted in any case, kept lower-case as the
 * API writes them (ids are compared with the ones it returns). Never quoted back: a value pasted
 * into the wrong input may be a secret. `what` names the id; `hint` is said when it is not one.
 */
function uuid(p, input, value, what, hint) {
    if (value === '')
        return undefined;
    if (UUID.test(value))
        return value.toLowerCase();
    const more = hint?.(value);
    return p.add(input, `is not a UUID (${what}, e.g. ${UUID_EXAMPLE})${more ? `; ${more}` : ''}`);
}
/** An id that goes into a URL path: letters, digits, `.`, `_`, `-` (UUIDs fit). */
function identifier(p, input, value) {
    if (value === '')
        return undefined;
    if (/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(value))
        return value;
    return p.add(input, 'is not an id; use letters, digits, ".", "_" or "-" (at most 128), e.g. a UUID');
}
/** A value sent as a header: printable ASCII, no spaces. Never quoted back: it may be a secret. */
function headerValue(p, input, value, maxLength = 1024) {
    if (value === '')
        return undefined;
    if (!/^[\x21-\x7e]+$/.test(value))
        return p.add(input, 'contains spaces, newlines or non-ASCII characters; paste the value alone');
    if (value.length > maxLength)
        return p.add(input, `is longer than ${maxLength} characters`);
    return value;
}
/** Free text that ends up in request bodies and logs: one line, bounded. */
function text(p, input, value, maxLength) {
    if (value === '')
        return undefined;
    if ((0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .hasControl */ .aQ)(value))
        return p.add(input, 'must be one line without control characters or line/paragraph separators');
    if (value.length > maxLength)
        return p.add(input, `is longer than ${maxLength} characters`);
    return value;
}
/** A base URL the API key may be sent to (https, or http on loopback), without trailing slash. */
function baseUrl(p, input, value) {
    if (value === '')
        return undefined;
    const checked = (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_2__/* .checkBaseUrl */ .xd)(value);
    return typeof checked === 'string' ? p.add(input, checked) : checked;
}
function jsonObject(p, input, value, maxLength = 16_384) {
    if (value === '')
        return undefined;
    if (value.length > maxLength)
        return p.add(input, `is longer than ${maxLength} characters`);
    try {
        const parsed = JSON.parse(value);
        if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
            return parsed;
    }
    catch {
        // reported below
    }
    return p.add(input, 'is not a JSON object; use e.g. {"min_scale": 1, "max_scale": 3}');
}


/***/ }),

/***/ 2032:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   DM: () => (/* binding */ defaultRepoRef),
/* harmony export */   ef: () => (/* binding */ defaultDeploymentName),
/* harmony export */   mJ: () => (/* binding */ commitSha),
/* harmony export */   pR: () => (/* binding */ defaultRepoUrl),
/* harmony export */   py: () => (/* binding */ readGitHubEnv)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _endpoint_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9352);


function readGitHubEnv(env) {
    const value = (name) => env[name]?.trim() || undefined;
    const repository = value('GITHUB_REPOSITORY');
    const [owner, repo] = repository?.split('/') ?? [];
    const event = readEvent(value('GITHUB_EVENT_PATH'));
    const ref = value('GITHUB_REF');
    const refPr = /^refs\/pull\/(\d+)\//.exec(ref ?? '')?.[1];
    const prFromEvent = event.pull_request?.number;
    const sha = commitSha(value('GITHUB_SHA'));
    return {
        repository,
        owner: owner || undefined,
        repo: repo || undefined,
        serverUrl: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .stripSlash */ .GR)(value('GITHUB_SERVER_URL') ?? 'https://github.com'),
        apiUrl: (0,_endpoint_js__WEBPACK_IMPORTED_MODULE_1__/* .stripSlash */ .GR)(value('GITHUB_API_URL') ?? 'https://api.github.com'),
        ref,
        headRef: value('GITHUB_HEAD_REF'),
        eventName: value('GITHUB_EVENT_NAME'),
        actor: value('GITHUB_ACTOR'),
        runId: value('GITHUB_RUN_ID'),
        sha,
        // A pull request's GITHUB_SHA is a merge commit that is never built: its head is what it is about.
        commit: commitSha(event.pull_request?.head?.sha) ?? sha,
        prNumber: typeof prFromEvent === 'number' ? prFromEvent : refPr ? Number(refPr) : undefined,
        workspace: value('GITHUB_WORKSPACE'),
        runnerTemp: value('RUNNER_TEMP'),
        actionRepository: value('GITHUB_ACTION_REPOSITORY'),
    };
}
function readEvent(path) {
    if (!path)
        return {};
    try {
        const payload = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, 'utf8'));
        return payload && typeof payload === 'object' ? payload : {};
    }
    catch {
        return {};
    }
}
function defaultDeploymentName(gh) {
    return gh.repo;
}
function defaultRepoUrl(gh) {
    return gh.repository ? `${gh.serverUrl}/${gh.repository}` : undefined;
}
/**
 * The ref the control plane should build: a branch by its name, a tag by its full ref (the
 * API's convention), and for pull requests the head branch (refs/pull/N/merge is not a branch).
 */
function defaultRepoRef(gh) {
    if (gh.headRef)
        return gh.headRef;
    if (!gh.ref)
        return undefined;
    if (gh.ref.startsWith('refs/heads/'))
        return gh.ref.slice('refs/heads/'.length);
    if (gh.ref.startsWith('refs/tags/'))
        return gh.ref;
    return undefined;
}
/** A full commit SHA (lower case), or undefined for anything else. */
function commitSha(value) {
    return typeof value === 'string' && /^[0-9a-f]{40,64}$/i.test(value) ? value.toLowerCase() : undefined;
}


/***/ }),

/***/ 6497:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ LIMITS)
/* harmony export */ });
/** Bounds that keep a typo from turning into a runaway job or a hammered API. */
const LIMITS = {
    timeout: { min: 1_000, max: 6 * 3_600_000 },
    pollInterval: { min: 100, max: 10 * 60_000 },
    pollBackoff: { min: 1, max: 10 },
    nameLength: 128,
    refLength: 255,
    pathLength: 512,
    imageUriLength: 1024,
    smokeTimeout: { min: 5_000, max: 30 * 60_000 },
    smokeMessageLength: 2_000,
    resourceSpecLength: 16_384,
    logLines: { min: 1, max: 1_000 },
    commandLength: 1_024,
    secrets: { count: 100, valueBytes: 64 * 1024 },
    /** The agent checks file and what it may ask for. */
    checks: {
        fileBytes: 1_000_000,
        cases: 200,
        runs: 20,
        nameLength: 200,
        textLength: 10_000,
        listItems: 50,
        maxSeconds: 3_600,
        concurrency: { min: 1, max: 32 },
    },
    /** Deployments in one manifest: GitHub runs at most 256 jobs of one matrix. */
    fleetSize: 256,
    /** The `plan` input (GitHub keeps at most 1 MB of a job's outputs). */
    planLength: 1_000_000,
};


/***/ }),

/***/ 7565:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ loadInputs),
/* harmony export */   o: () => (/* binding */ withFiles)
/* harmony export */ });
/* harmony import */ var _checks_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7157);
/* harmony import */ var _read_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8865);


/**
 * Every input, and the files they name (the agent checks file), read and checked before anything
 * is sent: the inputs (pure, synchronous), then the files, whose parsers load only when needed.
 * From the action's `INPUT_*` variables, or any other front end's source (the CLI's flags).
 */
async function loadInputs(from) {
    const source = typeof from.value === 'function'
        ? from
        : (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .actionInputSource */ .EZ)(from);
    return withFiles((0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .readInputsFrom */ .wR)(source), source.label);
}
/**
 * Inputs already read (by readInputs, or a fleet's reader), with the files they name read and
 * checked too: their problems are the inputs' problems, each naming its input (`label`).
 */
async function withFiles(result, label) {
    if (!result.ok || !result.inputs.checks)
        return result;
    const problems = (await (0,_checks_js__WEBPACK_IMPORTED_MODULE_0__/* .loadChecksFile */ .i)(result.inputs.checks, result.inputs.workflow.workspace)).map((problem) => (label ? problem.replace(/^checks\b/, label('checks')) : problem));
    if (!problems.length)
        return result;
    return {
        ok: false,
        problems,
        secretValues: (0,_read_js__WEBPACK_IMPORTED_MODULE_1__/* .secretValuesOf */ .WD)(result.inputs),
        workflow: result.inputs.workflow,
    };
}


/***/ }),

/***/ 5189:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   LD: () => (/* binding */ PLAN_TEXT_MAX),
/* harmony export */   ix: () => (/* binding */ planForTransport),
/* harmony export */   vS: () => (/* binding */ parsePlan)
/* harmony export */ });
/* unused harmony exports PLAN_REASONS, SERVING_SOURCES, PlannedDeployment, FleetPlan, PLAN_OUTPUT_MAX_BYTES */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8816);
/* harmony import */ var _base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2607);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(6497);



/**
 * The plan of a fleet as it travels between jobs: `command: plan` writes it (output `plan`), and
 * `command: report` reads it back (input `plan`, from `needs.<plan job>.outputs.plan`). Text in
 * it went through a workflow: it is checked here like any input and escaped where it is shown.
 */
/** Why a deployment is deployed or skipped. */
const PLAN_REASONS = [
    /** `force: true`. */
    'forced',
    /** No deployment of that name exists yet. */
    'new',
    /** It exists, but no revision of it serves. */
    'not-serving',
    /** Its files changed between the commit that serves it and the workflow's commit. */
    'changed',
    /** Nothing it watches changed: skipped. */
    'unchanged',
    /** Which commit serves it is not known. */
    'serving-unknown',
    /** The commit that serves it is not in the checkout's history. */
    'not-in-history',
    /** What it is made of could not be worked out (its langgraph.json cannot be read). */
    'files-unknown',
];
/** Where the plan learned which commit serves a deployment. */
const SERVING_SOURCES = ['control-plane', 'github-deployment'];
/** The longest `why`, and the longest path of `changed`, a plan may carry: the plan keeps to them. */
const PLAN_TEXT_MAX = { why: 2_000, path: 1_024 };
const Line = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(PLAN_TEXT_MAX.why);
const Sha = zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{7,64}$/);
const PlannedDeployment = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    deployment: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).max(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b.nameLength),
    action: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['deploy', 'skip']),
    reason: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(PLAN_REASONS),
    /** The reason in words, for people. */
    why: Line,
    serving: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        revision: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(256).optional(),
        commit: Sha.optional(),
        from: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(SERVING_SOURCES).optional(),
    })
        .optional(),
    /** Some of the files that changed (at most a few), when that is the reason. */
    changed: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().max(PLAN_TEXT_MAX.path)).max(20).optional(),
});
const FleetPlan = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    /** The workflow's commit the plan compared with. */
    commit: Sha.optional(),
    deployments: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(PlannedDeployment).max(_limits_js__WEBPACK_IMPORTED_MODULE_1__/* .LIMITS */ .b.fleetSize),
});
/** The plan from its JSON text, or why it is not one. */
function parsePlan(text) {
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return { problem: 'is not JSON; pass the plan job’s output as it is (needs.<plan job>.outputs.plan)' };
    }
    const parsed = FleetPlan.safeParse(value);
    if (parsed.success)
        return { plan: parsed.data };
    const issue = parsed.error.issues[0];
    return {
        problem: `is not a plan of this action (${issue.path.join('.') || 'the top'}: ${issue.message}); pass the plan job’s output as it is (needs.<plan job>.outputs.plan)`,
    };
}
/**
 * The most bytes of the plan's JSON as output `plan`. It reaches the report as input `plan`, which
 * the runner passes in one environment variable, and Linux refuses to start a program with a
 * variable over 128 KiB (E2BIG): the report step would not start at all.
 */
const PLAN_OUTPUT_MAX_BYTES = 100_000;
/**
 * The plan as it travels to the report, within PLAN_OUTPUT_MAX_BYTES: a plan too large (a big
 * fleet, long names, many changed files) loses what the report needs least, step by step — the
 * changed files beyond the first, then all of them, then the words of each `why` beyond a short
 * start — never a decision, a reason or what served. The plan job's own summary keeps it whole.
 */
function planForTransport(plan, maxBytes = PLAN_OUTPUT_MAX_BYTES) {
    const steps = [
        (d) => d,
        (d) => (d.changed ? { ...d, changed: d.changed.slice(0, 1) } : d),
        ({ changed: _changed, ...d }) => d,
        ({ changed: _changed, ...d }) => ({ ...d, why: (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(d.why, 119) }),
        ({ changed: _changed, ...d }) => ({ ...d, why: (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .clip */ .$Q)(d.why, 39) }),
    ];
    let text = '';
    for (const step of steps) {
        text = JSON.stringify({ ...plan, deployments: plan.deployments.map(step) });
        if (Buffer.byteLength(text) <= maxBytes)
            break;
    }
    return text;
}


/***/ }),

/***/ 705:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  WI: () => (/* binding */ PR_NUMBER_DIGITS),
  h3: () => (/* binding */ readPreviewPrefix)
});

// UNUSED EXPORTS: normalizePreviewPrefix

;// CONCATENATED MODULE: ./src/inputs/deployment-name.ts
/**
 * The platform allows lowercase letters, digits and hyphens in a deployment's name. The three
 * official deploy clients (Python `normalize_name`, JS `normalizeName`, Go
 * `normalizeDeploymentName`) rewrite every name to that form before they create or find a
 * deployment; docs/platform-compatibility.md names the lines.
 */
const DEPLOYMENT_NAME_PATTERN = /^[a-z0-9-]+$/;
/**
 * The name the clients would send for `name`: lowercased, every run of other characters made
 * one hyphen, hyphens trimmed from both ends. Pure. Where the clients fall back to `app` for a
 * name that leaves nothing, this returns '' and the caller refuses it: in CI a guessed name is
 * worse than an error.
 */
function normalizeDeploymentName(name) {
    return name
        .toLowerCase()
        .replace(/[^a-z0-9-]+/g, '-')
        .replace(/^-+|-+$/g, '');
}

// EXTERNAL MODULE: ./src/inputs/fields.ts
var fields = __nccwpck_require__(2996);
// EXTERNAL MODULE: ./src/inputs/limits.ts
var limits = __nccwpck_require__(6497);
;// CONCATENATED MODULE: ./src/inputs/previews.ts



/** The digits a preview's name ends with: a pull request's number as GitHub writes it. */
const PR_NUMBER_DIGITS = 10;
/**
 * The prefix as a deployment name begins with it: normalized as a whole name `<prefix><number>`
 * is (the number's digits keep a trailing hyphen, which a name alone would lose).
 */
function normalizePreviewPrefix(prefix) {
    return normalizeDeploymentName(`${prefix}0`).slice(0, -1);
}
/**
 * `preview_prefix` (default `<name>-pr-`, `name` itself defaulting to the repository's), read for
 * `command: prune`: what its previews are named before their pull request's number. Checked
 * before anything is sent: it must keep something once normalized, and end with a hyphen, so that
 * `<prefix><number>` is not the name of some other deployment whose name ends in digits
 * (`my-agent2`).
 */
function readPreviewPrefix(p, raw, name, command) {
    const limit = limits/* LIMITS */.b.nameLength - PR_NUMBER_DIGITS;
    if (command !== 'prune') {
        fields/* text */.Qq(p, 'preview_prefix', raw('preview_prefix'), limit);
        return {};
    }
    const written = raw('preview_prefix') || (name ? `${name}-pr-` : '');
    if (!written)
        return {
            prefix: p.add('preview_prefix', `is empty, and so are name and GITHUB_REPOSITORY to derive it from; set ${p.label('preview_prefix')} (previews are named <preview_prefix><pull request number>)`),
        };
    if (fields/* text */.Qq(p, 'preview_prefix', written, limit) === undefined)
        return {};
    const prefix = normalizePreviewPrefix(written);
    if (!/[a-z0-9]/.test(prefix))
        return {
            prefix: p.add('preview_prefix', `"${written}" keeps no letter or digit once normalized (a-z, 0-9, -)`),
        };
    if (!prefix.endsWith('-'))
        return {
            prefix: p.add('preview_prefix', `must end with a hyphen ("${prefix}-"): <preview_prefix><number> must not be the name of another deployment that ends in digits`),
        };
    return { prefix, written };
}


/***/ }),

/***/ 6659:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dg: () => (/* binding */ proxyProblems),
/* harmony export */   GV: () => (/* binding */ withScheme),
/* harmony export */   rw: () => (/* binding */ proxyVariable)
/* harmony export */ });
/*
 * The proxy variables of the runner's environment (HTTPS_PROXY, HTTP_PROXY, NO_PROXY), read as
 * curl reads them: checked with the inputs before any request, and routed by http/proxy.ts.
 */
/** `host:port` without a scheme, as curl and the runner accept it, means an http proxy. */
function withScheme(proxy) {
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(proxy) ? proxy : `http://${proxy}`;
}
/** The variable a proxy setting is read from: lower case first, as curl does; blank is unset. */
function proxyVariable(env, name) {
    return [name.toLowerCase(), name].find((n) => env[n]);
}
/**
 * The proxy variables requests would go through (HTTPS_PROXY, or HTTP_PROXY, for https; HTTP_PROXY
 * for http; lower case first) set to something no request could use, named (never quoted: a proxy
 * URL may hold a password) — checked with the inputs, before any request is sent. A variable that
 * no request reads (the upper-case one when the lower-case one is set) is not checked.
 */
function proxyProblems(env) {
    if ((env.no_proxy || env.NO_PROXY || '').trim() === '*')
        return [];
    const used = new Set([
        proxyVariable(env, 'HTTPS_PROXY') ?? proxyVariable(env, 'HTTP_PROXY'),
        proxyVariable(env, 'HTTP_PROXY'),
    ].filter((name) => name !== undefined));
    return [...used]
        .filter((name) => {
        try {
            const url = new URL(withScheme(env[name]));
            return !(url.protocol === 'http:' || url.protocol === 'https:') || !url.hostname;
        }
        catch {
            return true;
        }
    })
        .map((name) => ({
        name: `${name} (environment variable)`,
        text: 'is not a proxy URL requests can go through; write http://host:port or host:port (with user:password@ before the host when the proxy needs them)',
    }));
}


/***/ }),

/***/ 8865:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  EZ: () => (/* binding */ actionInputSource),
  Ko: () => (/* binding */ readInputs),
  wR: () => (/* binding */ readInputsFrom),
  WD: () => (/* binding */ secretValuesOf)
});

// EXTERNAL MODULE: ./src/inputs/action-defaults.ts
var action_defaults = __nccwpck_require__(8286);
// EXTERNAL MODULE: ./src/inputs/endpoint.ts
var inputs_endpoint = __nccwpck_require__(9352);
// EXTERNAL MODULE: ./src/inputs/fields.ts
var fields = __nccwpck_require__(2996);
// EXTERNAL MODULE: ./src/inputs/github-env.ts
var github_env = __nccwpck_require__(2032);
// EXTERNAL MODULE: ./src/inputs/proxy-env.ts
var proxy_env = __nccwpck_require__(6659);
// EXTERNAL MODULE: ./src/inputs/commands.ts
var commands = __nccwpck_require__(7671);
;// CONCATENATED MODULE: ./src/inputs/combinations.ts



/** Inputs whose command a rule refuses (rather than warns of), and the one the runner fills in. */
const REFUSED_BY_COMMAND = new Set(['command', 'revision_id', 'auth_id', 'github_token']);
/** Commands that act on a deployment, and that follow a revision. */
const ON_A_DEPLOYMENT = ['deploy', 'rollback', 'delete', 'status'];
const FOLLOWING_A_REVISION = ['deploy', 'rollback', 'status'];
const SMOKE_SETTINGS = ['assistant_id', 'deployment_url', 'smoke_checks', 'smoke_message', 'smoke_timeout'];
/** The smoke settings agent checks read too: the assistant, the URL, a run's limit. */
const AGENT_CHECKS_READ = ['assistant_id', 'deployment_url', 'smoke_timeout'];
/** Set to something that matters: true for a boolean, else anything but the default. */
const BOOLEANS = new Set([
    'require_commit',
    'rollback_on_failure',
    'smoke_test',
    'pr_comment',
    'dry_run',
    'checks_baseline',
    'delete_tracing_project',
]);
const set = (s, input) => BOOLEANS.has(input) ? s.given(input) && s.on(input) : s.changed(input);
const among = (commands, s) => commands.includes(s.command);
const RULES = [
    // Refused: the run would do something else than what the input asks for.
    {
        inputs: ['revision_id'],
        when: (s) => s.given('revision_id') && s.command !== 'rollback',
        why: (s) => `only applies to command: rollback (the revision it redeploys); command: ${s.command} does not use it${s.command === 'deploy' ? ' — a deploy builds a new revision' : ''}. To redeploy that revision, set command: rollback`,
        refuse: true,
    },
    {
        inputs: ['auth_id'],
        when: (s) => s.given('auth_id') && s.command !== 'wait-auth',
        why: (s) => `only applies to command: wait-auth; command: ${s.command} does not wait for an authentication. Set command: wait-auth`,
        refuse: true,
    },
    {
        inputs: ['rollback_on_failure'],
        when: (s) => s.on('rollback_on_failure') && s.command === 'deploy' && !s.on('smoke_test') && !s.given('checks'),
        why: () => 'needs smoke_test: true or checks: only a failed smoke test or failed agent checks roll an update back, and neither runs. Set smoke_test: true (or checks)',
        refuse: true,
    },
    {
        inputs: ['smoke_test', 'checks'],
        when: (s, input) => (input === 'checks' ? s.given('checks') : s.on('smoke_test')) &&
            ['deploy', 'rollback'].includes(s.command) &&
            !s.on('wait'),
        why: (s) => `needs wait: true: with wait: false the ${s.command} ends before its new revision is deployed, so there is nothing to test yet`,
        refuse: true,
    },
    {
        inputs: ['image_uri', 'listener_id'],
        when: (s, input) => s.given(input) && s.command === 'deploy' && s.source !== 'external_docker',
        why: (s) => `only applies to source: external_docker; with source: ${s.source} ${s.source === 'upload' ? "the workspace's files are uploaded and built" : 'the repository is built'}. Set source: external_docker`,
        refuse: true,
    },
    {
        inputs: ['repo_url', 'repo_ref', 'integration_id', 'build_on_push'],
        when: (s, input) => s.given(input) && s.command === 'deploy' && s.source === 'external_docker',
        why: () => 'only applies to source: github; with source: external_docker the image in image_uri runs',
        refuse: true,
    },
    // Warned about: set, but the command does not use it (commands.ts says which do). Inputs a
    // rule above refuses with their command are left to it; github_token is filled in by the runner.
    {
        inputs: Object.keys(commands/* INPUT_COMMANDS */.Gr).filter((input) => !REFUSED_BY_COMMAND.has(input)),
        when: (s, input) => set(s, input) && !(0,commands/* appliesTo */.Gl)(input, s.command),
        why: (s, input) => `command: ${s.command} does not use it; it applies to ${commands/* INPUT_COMMANDS */.Gr[input].join(', ')}`,
    },
    {
        inputs: ['checks_concurrency', 'checks_baseline', 'checks_fail_on', 'checks_junit'],
        when: (s, input) => set(s, input) && (0,commands/* appliesTo */.Gl)(input, s.command) && !s.given('checks'),
        why: () => 'has no effect without checks (the agent checks file)',
    },
    {
        inputs: ['secrets_mode'],
        when: (s) => set(s, 'secrets_mode') && s.command === 'deploy' && !s.given('secrets'),
        why: () => "has no effect without secrets: the deployment's secrets are left as they are",
    },
    {
        inputs: ['install_command', 'build_command'],
        when: (s, input) => s.given(input) && s.command === 'deploy' && s.source === 'external_docker',
        why: () => 'only applies to a source the platform builds (github, upload); with source: external_docker nothing is built',
    },
    {
        inputs: ['log_lines'],
        when: (s) => set(s, 'log_lines') && among(FOLLOWING_A_REVISION, s) && s.value('logs') === 'off',
        why: () => 'has no effect with logs: off (no log is read)',
    },
    {
        inputs: ['poll_backoff'],
        when: (s) => set(s, 'poll_backoff') && among(FOLLOWING_A_REVISION, s) && !s.on('wait'),
        why: () => 'has no effect with wait: false: no status is polled (poll_interval and poll_max_interval still pace retries)',
    },
    {
        inputs: ['on_superseded'],
        when: (s) => set(s, 'on_superseded') && among(FOLLOWING_A_REVISION, s) && !s.on('wait'),
        why: () => 'has no effect with wait: false: the run does not follow the revision',
    },
    {
        inputs: SMOKE_SETTINGS,
        when: (s, input) => set(s, input) &&
            among(FOLLOWING_A_REVISION, s) &&
            !s.on('smoke_test') &&
            !(AGENT_CHECKS_READ.includes(input) && s.given('checks')),
        why: (s, input) => AGENT_CHECKS_READ.includes(input)
            ? 'has no effect without smoke_test: true or checks'
            : 'has no effect without smoke_test: true',
    },
    {
        inputs: ['name'],
        when: (s) => s.given('name') && s.given('deployment_id') && among(ON_A_DEPLOYMENT, s),
        why: () => 'deployment_id is set, so the deployment is not looked up by name',
    },
    {
        inputs: ['self_hosted_url'],
        when: (s) => s.given('self_hosted_url') && s.given('api_url') && s.command !== 'smoke-test',
        why: () => 'api_url is set and overrides it',
    },
    {
        inputs: ['region'],
        when: (s) => set(s, 'region') && (s.given('api_url') || s.given('self_hosted_url')) && s.command !== 'smoke-test',
        why: (s) => `${s.given('api_url') ? 'api_url' : 'self_hosted_url'} is set and overrides it`,
    },
];
/** Refuses the combinations that are mistakes (into `p`); returns the warnings about the others. */
function checkCombinations(p, s) {
    const warnings = [];
    for (const rule of RULES)
        for (const input of rule.inputs) {
            if (!rule.when(s, input))
                continue;
            if (rule.refuse)
                p.add(input, rule.why(s, input));
            else
                warnings.push(`${p.label(input)}: ${rule.why(s, input)}`);
        }
    return warnings;
}
/** The setting as the runner passed it: INPUT_* variables, defaults from action.yml. */
function settingOf(given, command, source) {
    const value = (input) => given(input).trim();
    const fallback = (input) => action_defaults/* INPUT_DEFAULTS */.W[input] ?? '';
    const either = (input) => value(input) || fallback(input);
    return {
        command,
        source,
        given: (input) => value(input) !== '',
        // A boolean is compared by meaning: `True` or `yes` is no change from a default of true.
        changed: (input) => {
            if (value(input) === '')
                return false;
            const [now, usual] = [(0,fields/* parseBoolean */.yG)(value(input)), (0,fields/* parseBoolean */.yG)(fallback(input))];
            return now !== undefined && usual !== undefined ? now !== usual : value(input) !== fallback(input);
        },
        on: (input) => (0,fields/* parseBoolean */.yG)(either(input)) === true,
        value: either,
    };
}

;// CONCATENATED MODULE: ./src/inputs/ids.ts

/**
 * The inputs that are ids the API types as UUIDs (`format: uuid` in the OpenAPI document: the
 * deployment, revision, integration and listener path parameters and fields, the deployment's
 * `tenant_id`), each with what it is. `auth_id` is a plain string there, so it is not here.
 */
const UUID_INPUTS = {
    deployment_id: "the deployment's id",
    revision_id: "the revision's id",
    integration_id: "the GitHub integration's id in LangSmith",
    listener_id: "the listener's id",
    tenant_id: "the workspace's id: LangSmith → Settings → Workspace",
};
/** Letters past `f`, spaces, dots or underscores: a name, not a mistyped UUID. */
const looksLikeName = (value) => /[g-z_. ]/i.test(value);
/** Every id input, checked before anything is sent (a name in deployment_id would be a 422). */
function readIds(p, raw) {
    const read = (input, hint) => fields/* uuid */.uR(p, input, raw(input), UUID_INPUTS[input], hint);
    return {
        deploymentId: read('deployment_id', (value) => looksLikeName(value) ? 'to find a deployment by its name, set name instead' : undefined),
        revisionId: read('revision_id'),
        integrationId: read('integration_id'),
        listenerId: read('listener_id'),
        tenantId: read('tenant_id'),
    };
}

// EXTERNAL MODULE: ./src/inputs/limits.ts
var limits = __nccwpck_require__(6497);
// EXTERNAL MODULE: ./src/inputs/plan-json.ts
var plan_json = __nccwpck_require__(5189);
// EXTERNAL MODULE: ./node_modules/jsonc-parser/lib/umd/main.js
var main = __nccwpck_require__(9547);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 17 modules
var schemas = __nccwpck_require__(8816);
;// CONCATENATED MODULE: ./src/inputs/secrets.ts



const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const NAME_RULE = 'a valid environment variable name ([A-Za-z_][A-Za-z0-9_]*)';
/**
 * `NAME=value` lines (split at the first `=`; blank lines and `#` comments ignored) or a JSON
 * object. Problems never quote anything but a valid name: the text around a typo is most likely
 * part of a secret value (`NAME: c2VjcmV0==`). `unparsed` holds the lines that could not be read,
 * so the runner can still mask them.
 */
function parseSecrets(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return { secrets: [], problems: [], unparsed: [] };
    const parsed = trimmed.startsWith('{') ? fromJson(trimmed) : fromLines(trimmed);
    return { ...parsed, problems: [...parsed.problems, ...check(parsed.secrets)] };
}
function fromLines(text) {
    const out = { secrets: [], problems: [], unparsed: [] };
    text.split(/\r?\n/).forEach((raw, index) => {
        const line = raw.trim();
        if (line === '' || line.startsWith('#'))
            return;
        const eq = line.indexOf('=');
        const name = eq > 0 ? line.slice(0, eq).trim() : '';
        if (!ENV_NAME.test(name)) {
            out.unparsed.push(line);
            const colon = /^[A-Za-z_][A-Za-z0-9_]*\s*:/.test(line) ? ' (write NAME=value, not NAME: value)' : '';
            out.problems.push(eq > 0
                ? `line ${index + 1}: the text before the first "=" is not ${NAME_RULE}${colon}`
                : `line ${index + 1} is not NAME=value${colon}`);
            return;
        }
        out.secrets.push({ name, value: line.slice(eq + 1) });
    });
    return out;
}
const JsonValue = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* number */.aig(), schemas/* boolean */.zMY()]);
/** A flat JSON object. Duplicate keys are refused (JSON.parse would silently keep the last). */
function fromJson(text) {
    const out = { secrets: [], problems: [], unparsed: [] };
    const keys = [];
    let depth = 0;
    (0,main.visit)(text, {
        onObjectBegin: () => void depth++,
        onObjectEnd: () => void depth--,
        onArrayBegin: () => void depth++,
        onArrayEnd: () => void depth--,
        onObjectProperty: (key) => {
            if (depth === 1)
                keys.push(key);
        },
    });
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        data = undefined;
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
        out.unparsed.push(...text.split(/\r?\n/).map((line) => line.trim()));
        out.problems.push('looks like JSON (starts with "{") but is not a JSON object; check quotes and commas');
        return out;
    }
    keys.forEach((key, i) => {
        if (keys.indexOf(key) !== i)
            out.problems.push(`${ENV_NAME.test(key) ? `"${key}"` : `key ${i + 1}`} is given twice`);
    });
    Object.entries(data).forEach(([name, value], i) => {
        const parsed = JsonValue.safeParse(value);
        if (!parsed.success) {
            out.problems.push(`the value of ${ENV_NAME.test(name) ? `"${name}"` : `key ${i + 1}`} must be a string, number or boolean`);
            out.unparsed.push(JSON.stringify(value));
            return;
        }
        if (!ENV_NAME.test(name)) {
            out.problems.push(`key ${i + 1} is not ${NAME_RULE}`);
            out.unparsed.push(name, String(parsed.data));
            return;
        }
        out.secrets.push({ name, value: String(parsed.data) });
    });
    return out;
}
function check(secrets) {
    const problems = [];
    const seen = new Set();
    for (const { name, value } of secrets) {
        if (seen.has(name))
            problems.push(`"${name}" is given twice`);
        seen.add(name);
        // `NAME=${{ secrets.X }}` with the repository secret missing (a fork, Dependabot, a typo) is
        // an empty value: sent, it would replace the deployment's working one.
        if (value.trim() === '')
            problems.push(`"${name}" is empty: is the repository secret it comes from set (and available to this workflow)? An empty value would replace the deployment's`);
        if (Buffer.byteLength(value) > limits/* LIMITS */.b.secrets.valueBytes)
            problems.push(`the value of "${name}" is over ${limits/* LIMITS */.b.secrets.valueBytes / 1024} KiB`);
    }
    if (secrets.length > limits/* LIMITS */.b.secrets.count)
        problems.push(`${secrets.length} secrets given; at most ${limits/* LIMITS */.b.secrets.count}`);
    return problems;
}

// EXTERNAL MODULE: ./src/inputs/checks.ts + 1 modules
var inputs_checks = __nccwpck_require__(7157);
// EXTERNAL MODULE: ./src/inputs/previews.ts + 1 modules
var inputs_previews = __nccwpck_require__(705);
// EXTERNAL MODULE: ./src/fs/small-file.ts
var small_file = __nccwpck_require__(4327);
// EXTERNAL MODULE: ./src/base/policy.ts
var policy = __nccwpck_require__(8531);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: ./src/inputs/types.ts
var types = __nccwpck_require__(3448);
;// CONCATENATED MODULE: ./src/inputs/smoke.ts







/** The commands that run a smoke test when it is on (the others warn that they do not). */
const SMOKE_COMMANDS = ['deploy', 'rollback', 'status', 'smoke-test'];
/**
 * The smoke-test inputs, checked like every other input before anything is sent — including the
 * assistant it runs: a smoke test without one would fail only after the whole deploy.
 */
function readSmokeSettings(p, raw, context) {
    const standalone = context.command === 'smoke-test';
    const url = fields/* baseUrl */.pc(p, 'deployment_url', raw('deployment_url'));
    if (standalone && !raw('deployment_url'))
        p.add('deployment_url', 'is required for command smoke-test');
    const enabled = fields/* boolean */.zM(p, 'smoke_test', raw('smoke_test')) || standalone;
    const given = fields/* text */.Qq(p, 'assistant_id', raw('assistant_id'), 256);
    const found = given || raw('assistant_id') ? undefined : firstGraph(context.workspace, context.graphConfigPath);
    if (enabled && SMOKE_COMMANDS.includes(context.command) && found && !('graph' in found))
        p.add('assistant_id', noAssistant(found, context.graphConfigPath));
    return {
        enabled,
        url: url && (0,inputs_endpoint/* stripSlash */.GR)(url.href),
        assistantId: given ?? (found && 'graph' in found ? found.graph : undefined),
        checks: readChecks(p, raw('smoke_checks')),
        message: fields/* text */.Qq(p, 'smoke_message', raw('smoke_message'), limits/* LIMITS */.b.smokeMessageLength) ?? '',
        checkTimeoutMs: fields/* duration */.p0(p, 'smoke_timeout', raw('smoke_timeout'), limits/* LIMITS */.b.smokeTimeout),
    };
}
/** Why the smoke test has no assistant, and the step that gives it one. */
function noAssistant(found, configPath) {
    return 'missing' in found
        ? `is empty, and ${configPath} (graph_config_path) is not in the workspace to name the assistant the smoke test runs: check the repository out first (an actions/checkout step before this one), or set assistant_id`
        : `is empty, and ${configPath} (graph_config_path) ${found.why}, so it names no assistant for the smoke test: set assistant_id`;
}
function readChecks(p, value) {
    const names = [
        ...new Set(value
            .split(',')
            .map((n) => n.trim())
            .filter(Boolean)),
    ];
    const unknown = names.filter((n) => !types/* SMOKE_CHECKS */.uF.includes(n));
    if (unknown.length)
        p.add('smoke_checks', `${unknown.map((n) => `"${n}"`).join(', ')} not known; use a comma-separated list of ${types/* SMOKE_CHECKS */.uF.join(', ')}`);
    if (!names.length)
        p.add('smoke_checks', `is empty; use a comma-separated list of ${types/* SMOKE_CHECKS */.uF.join(', ')}`);
    return names.filter((n) => types/* SMOKE_CHECKS */.uF.includes(n));
}
/**
 * The default assistant: the first graph named in the checked-out `langgraph.json`. Else whether
 * the file is missing (the repository was not checked out) or why it names none.
 */
function firstGraph(workspace, configPath) {
    const path = (0,external_node_path_.isAbsolute)(configPath) ? configPath : (0,external_node_path_.join)(workspace ?? process.cwd(), configPath);
    let text;
    try {
        // Bounded, and only a regular file: a FIFO or a link to /dev/zero must not hang the run.
        text = (0,small_file/* readSmallFile */.EW)(path, policy/* WORKSPACE_FILES */.SV.configMaxBytes);
    }
    catch (error) {
        const code = (0,small_file/* errorCode */.CA)(error);
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return { missing: true };
        return { why: `cannot be read (${(0,small_file/* unreadableBecause */.Qg)(error)})` };
    }
    let graphs;
    try {
        graphs = JSON.parse(text)?.graphs;
    }
    catch {
        return { why: 'is not JSON' };
    }
    const first = graphs && typeof graphs === 'object' ? Object.keys(graphs)[0] : undefined;
    return first ? { graph: first } : { why: 'has no "graphs"' };
}

;// CONCATENATED MODULE: ./src/inputs/read.ts














/**
 * The runner passes input `foo_bar` as `INPUT_FOO_BAR`; empty means "use the default", which
 * comes from action.yml (src/inputs/action-defaults.ts is generated from it).
 */
function actionInputSource(env) {
    return {
        value: (name) => env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '',
        workflow: (0,github_env/* readGitHubEnv */.py)(env),
        env,
    };
}
/** The action's inputs: `INPUT_*` and GITHUB_* variables (`origin`: a fleet manifest set some). */
function readInputs(env, options = {}) {
    return readInputsFrom({ ...actionInputSource(env), ...(options.origin ? { origin: options.origin } : {}) });
}
/**
 * Reads and checks every input once, before anything is sent. All problems are returned
 * together, each naming its input and what it accepts — and, for a value a fleet manifest set,
 * where in the manifest it is (`origin`).
 */
function readInputsFrom(given) {
    const raw = (name) => {
        const value = given.value(name).trim();
        return value === '' ? (action_defaults/* INPUT_DEFAULTS */.W[name] ?? '') : value;
    };
    const env = given.env;
    const gh = given.workflow;
    const p = new fields/* Problems */.Zw(given.label, given.origin);
    const command = fields/* oneOf */.yL(p, 'command', raw('command'), types/* COMMANDS */.Lo);
    const apiKey = fields/* headerValue */.Z(p, 'api_key', raw('api_key'));
    if (raw('api_key') === '' && command !== 'smoke-test') {
        p.add('api_key', 'is required; pass your LangSmith API key from a secret');
    }
    const region = fields/* oneOf */.yL(p, 'region', raw('region'), inputs_endpoint/* REGIONS */.ij);
    const endpoint = {
        region,
        selfHostedUrl: fields/* baseUrl */.pc(p, 'self_hosted_url', raw('self_hosted_url')),
        apiUrl: fields/* baseUrl */.pc(p, 'api_url', raw('api_url')),
    };
    const ids = readIds(p, raw);
    const { deploymentId, revisionId } = ids;
    const nameText = raw('name') || ((0,github_env/* defaultDeploymentName */.ef)(gh) ?? '');
    const name = fields/* text */.Qq(p, 'name', nameText, limits/* LIMITS */.b.nameLength);
    if (['deploy', 'status', 'rollback'].includes(command) && !nameText && !raw('deployment_id')) {
        p.add('name', `is empty and GITHUB_REPOSITORY is not set to derive it; set ${p.label('name')} or ${p.label('deployment_id')}`);
    }
    if (command === 'delete' && !raw('name') && !raw('deployment_id')) {
        p.add('name', `is required for command delete (or set ${p.label('deployment_id')}): delete never falls back to the repository name, which is usually your production deployment`);
    }
    const source = fields/* oneOf */.yL(p, 'source', raw('source'), types/* SOURCES */.Hl);
    const repoRefText = raw('repo_ref') || ((0,github_env/* defaultRepoRef */.DM)(gh) ?? '');
    const repoRef = fields/* text */.Qq(p, 'repo_ref', repoRefText, limits/* LIMITS */.b.refLength);
    const buildOnPush = fields/* optionalBoolean */.Jz(p, 'build_on_push', raw('build_on_push'));
    // Only a deploy sends it: another command warns that it does not use it (combinations.ts).
    if (buildOnPush && repoRef?.startsWith('refs/tags/') && command === 'deploy') {
        p.add('build_on_push', `cannot be true when repo_ref is a tag (${repoRef}): tags never move; use false or leave it empty`);
    }
    const repoUrlText = raw('repo_url') || ((0,github_env/* defaultRepoUrl */.pR)(gh) ?? '');
    const repoUrl = readRepoUrl(p, repoUrlText);
    const imageUri = fields/* text */.Qq(p, 'image_uri', raw('image_uri'), limits/* LIMITS */.b.imageUriLength);
    if (command === 'deploy') {
        if (source === 'github' && !repoRefText)
            p.add('repo_ref', `is empty and the triggering ref is not a branch or tag; set ${p.label('repo_ref')}`);
        if (source === 'github' && !repoUrlText)
            p.add('repo_url', `is empty and GITHUB_REPOSITORY is not set to derive it; set ${p.label('repo_url')}`);
        if (source === 'external_docker' && !imageUri)
            p.add('image_uri', 'is required when source is external_docker');
    }
    if (source === 'upload' && command === 'deploy') {
        // The archive is the checked-out commit: no repository, ref or integration to name.
        for (const name of ['repo_url', 'repo_ref', 'integration_id', 'build_on_push'])
            if (raw(name))
                p.add(name, `only applies to source: github; with source: upload the workspace's files are uploaded`);
    }
    const installCommand = fields/* text */.Qq(p, 'install_command', raw('install_command'), limits/* LIMITS */.b.commandLength);
    const buildCommand = fields/* text */.Qq(p, 'build_command', raw('build_command'), limits/* LIMITS */.b.commandLength);
    const requireCommit = fields/* boolean */.zM(p, 'require_commit', raw('require_commit'));
    // The workflow's own commit can be compared with the built one only when the ref to build is
    // the ref that triggered the workflow; an upload builds what is checked out, by construction.
    const expectedCommit = source === 'github' && repoRef && repoRef === (0,github_env/* defaultRepoRef */.DM)(gh) ? gh.commit : undefined;
    const wait = fields/* boolean */.zM(p, 'wait', raw('wait'));
    if (requireCommit && command === 'deploy') {
        const why = source === 'external_docker'
            ? 'applies to source: github (an image is not built from a commit here)'
            : source === 'upload'
                ? 'applies to source: github (an upload deploys the files checked out, by construction; commit_sha says which commit)'
                : source === 'github' && !wait
                    ? 'needs wait: true: the built commit is known only once the build has started'
                    : source === 'github' && !expectedCommit
                        ? repoRef && repoRef !== (0,github_env/* defaultRepoRef */.DM)(gh)
                            ? `needs repo_ref to be the ref that triggered the workflow; ${repoRef} is another ref, so there is no commit to require`
                            : 'needs the workflow commit (GITHUB_SHA), which is not set'
                        : undefined;
        if (why)
            p.add('require_commit', why);
    }
    const secretsText = raw('secrets');
    const secrets = parseSecrets(secretsText);
    for (const problem of secrets.problems)
        p.add('secrets', problem);
    const timeoutMs = fields/* duration */.p0(p, 'timeout', raw('timeout'), limits/* LIMITS */.b.timeout);
    const initialMs = fields/* duration */.p0(p, 'poll_interval', raw('poll_interval'), limits/* LIMITS */.b.pollInterval);
    const maxMs = fields/* duration */.p0(p, 'poll_max_interval', raw('poll_max_interval'), limits/* LIMITS */.b.pollInterval);
    if (maxMs < initialMs)
        p.add('poll_max_interval', `(${raw('poll_max_interval')}) must not be shorter than ${p.label('poll_interval')} (${raw('poll_interval')})`);
    const backoff = fields/* number */.ai(p, 'poll_backoff', raw('poll_backoff'), limits/* LIMITS */.b.pollBackoff);
    const authId = fields/* identifier */.Cv(p, 'auth_id', raw('auth_id'));
    if (command === 'wait-auth' && !raw('auth_id'))
        p.add('auth_id', 'is required for command wait-auth');
    for (const problem of (0,proxy_env/* proxyProblems */.Dg)(env))
        p.add(problem.name, problem.text);
    const graphConfigPath = fields/* text */.Qq(p, 'graph_config_path', raw('graph_config_path'), limits/* LIMITS */.b.pathLength) ?? '';
    const smoke = readSmokeSettings(p, raw, { command, graphConfigPath, workspace: gh.workspace });
    const checks = (0,inputs_checks/* readChecksSettings */.N)(p, raw, command, wait);
    const warnings = checkCombinations(p, settingOf(given.value, command, source));
    const fleet = readFleetSettings(p, raw, command);
    const previews = (0,inputs_previews/* readPreviewPrefix */.h3)(p, raw, nameText, command);
    if (command === 'prune') {
        // It asks GitHub whether each preview's pull request is closed.
        if (!raw('github_token'))
            p.add('github_token', 'is required for command prune: the token it reads the pull requests with (pull-requests: read)');
        if (!gh.owner || !gh.repo)
            p.add('command', 'prune asks GitHub whether the pull request of each preview is closed, and GITHUB_REPOSITORY (whose pull requests) is not set: run it in a GitHub Actions workflow');
    }
    const inputs = {
        command,
        controlPlane: {
            baseUrl: (0,inputs_endpoint/* controlPlaneBaseUrl */.iJ)(endpoint),
            apiKey: apiKey ?? '',
            tenantId: ids.tenantId,
            uiUrl: (0,inputs_endpoint/* uiBaseUrl */.H2)(endpoint),
        },
        target: { name, deploymentId },
        deployment: {
            source,
            repoUrl,
            repoRef,
            graphConfigPath,
            integrationId: ids.integrationId,
            imageUri,
            listenerId: ids.listenerId,
            deploymentType: raw('deployment_type')
                ? fields/* oneOf */.yL(p, 'deployment_type', raw('deployment_type'), types/* DEPLOYMENT_TYPES */._o)
                : undefined,
            buildOnPush,
            resourceSpec: fields/* jsonObject */.o$(p, 'resource_spec', raw('resource_spec'), limits/* LIMITS */.b.resourceSpecLength),
            // No NAME=value in it (only comments, `{}`) is as not given: an update never clears them all.
            secrets: secrets.secrets.length ? secrets.secrets : undefined,
            secretsMode: fields/* oneOf */.yL(p, 'secrets_mode', raw('secrets_mode'), types/* SECRETS_MODES */.tc),
            expectedCommit,
            workflowSha: gh.sha,
            workspace: gh.workspace,
            tempDir: gh.runnerTemp,
            installCommand,
            buildCommand,
            requireCommit,
            onSuperseded: fields/* oneOf */.yL(p, 'on_superseded', raw('on_superseded'), types/* ON_SUPERSEDED */.FG),
        },
        deleteTracingProject: fields/* boolean */.zM(p, 'delete_tracing_project', raw('delete_tracing_project')),
        ...(previews.prefix && previews.written
            ? { previews: { prefix: previews.prefix, written: previews.written } }
            : {}),
        rollback: {
            revisionId,
            onFailure: fields/* boolean */.zM(p, 'rollback_on_failure', raw('rollback_on_failure')),
        },
        wait: {
            enabled: wait,
            timeoutMs,
            poll: { initialMs, maxMs, backoff },
        },
        authId,
        logs: {
            mode: fields/* oneOf */.yL(p, 'logs', raw('logs'), types/* LOG_MODES */.ku),
            lines: fields/* integer */.nd(p, 'log_lines', raw('log_lines'), limits/* LIMITS */.b.logLines),
        },
        smoke,
        checks,
        github: {
            token: fields/* headerValue */.Z(p, 'github_token', raw('github_token')),
            environment: fields/* text */.Qq(p, 'github_environment', raw('github_environment'), 255),
            prComment: fields/* boolean */.zM(p, 'pr_comment', raw('pr_comment')),
        },
        dryRun: fields/* boolean */.zM(p, 'dry_run', raw('dry_run')),
        workflow: gh,
        warnings,
        ...(fleet ? { fleet } : {}),
    };
    if (!p.list.length)
        return { ok: true, inputs };
    const secretValues = [
        raw('api_key'),
        raw('github_token'),
        ...secrets.secrets.map((s) => s.value),
        ...secrets.unparsed,
    ];
    return { ok: false, problems: p.list, secretValues: secretValues.filter(Boolean), workflow: gh };
}
const FLEET_COMMANDS = ['plan', 'report'];
/**
 * The fleet inputs (docs/fleet.md): `manifest`, and `deployment` (a matrix job), `force` (plan),
 * `plan` (report). The manifest's entries are read on top of this (src/fleet/), not here.
 */
function readFleetSettings(p, raw, command) {
    const manifest = fields/* text */.Qq(p, 'manifest', raw('manifest'), limits/* LIMITS */.b.pathLength);
    const deployment = fields/* text */.Qq(p, 'deployment', raw('deployment'), limits/* LIMITS */.b.nameLength);
    const force = fields/* boolean */.zM(p, 'force', raw('force'));
    const fleetCommand = FLEET_COMMANDS.includes(command);
    if (fleetCommand && !raw('manifest'))
        p.add('manifest', `is required for command ${command}: the path of the fleet manifest in the repository`);
    if (raw('deployment') && !raw('manifest'))
        p.add('deployment', 'names an entry of a fleet manifest; set manifest to the manifest’s path too');
    if (raw('deployment') && fleetCommand)
        p.add('deployment', `is for a matrix job that deploys one entry; command ${command} covers every deployment of the manifest`);
    if (raw('manifest') && !raw('deployment') && !fleetCommand)
        p.add('deployment', `is required with manifest for command ${command}: the manifest entry this job acts on (matrix.deployment); or use command plan or report`);
    if (force && command !== 'plan')
        p.add('force', 'applies to command plan only');
    let plan;
    const planText = raw('plan');
    if (planText && command !== 'report')
        p.add('plan', 'applies to command report only');
    else if (planText.length > limits/* LIMITS */.b.planLength)
        p.add('plan', `is longer than ${limits/* LIMITS */.b.planLength} characters`);
    else if (planText) {
        const parsed = (0,plan_json/* parsePlan */.vS)(planText);
        if ('problem' in parsed)
            p.add('plan', parsed.problem);
        else
            plan = parsed.plan;
    }
    if (!manifest)
        return undefined;
    return { manifest, deployment, force, plan, entries: [] };
}
/** The values of valid inputs that are secrets: the key, the GitHub token, every secret's value. */
function secretValuesOf(inputs) {
    return [
        inputs.controlPlane.apiKey,
        inputs.github.token,
        ...(inputs.deployment.secrets ?? []).map((s) => s.value),
    ].filter((value) => Boolean(value));
}
/** The repository's URL: https, no credentials (a token in it would be sent to the control plane). */
function readRepoUrl(p, value) {
    if (value === '')
        return undefined;
    // Never quoted: a URL may carry credentials.
    if (!URL.canParse(value))
        return p.add('repo_url', 'is not a URL; use the https URL of the repository');
    const url = new URL(value);
    if (url.username || url.password)
        return p.add('repo_url', 'must not carry credentials (user:token@); the GitHub integration gives the access');
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (0,inputs_endpoint/* isLoopbackHost */.cW)(url.hostname)))
        return p.add('repo_url', 'must be an https URL of the repository');
    return value;
}


/***/ }),

/***/ 3448:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   FG: () => (/* binding */ ON_SUPERSEDED),
/* harmony export */   Hl: () => (/* binding */ SOURCES),
/* harmony export */   Lo: () => (/* binding */ COMMANDS),
/* harmony export */   R1: () => (/* binding */ CHECKS_FAIL_ON),
/* harmony export */   _o: () => (/* binding */ DEPLOYMENT_TYPES),
/* harmony export */   ku: () => (/* binding */ LOG_MODES),
/* harmony export */   tc: () => (/* binding */ SECRETS_MODES),
/* harmony export */   uF: () => (/* binding */ SMOKE_CHECKS)
/* harmony export */ });
const COMMANDS = [
    'deploy',
    'rollback',
    'delete',
    'status',
    'wait-auth',
    'smoke-test',
    'plan',
    'report',
    'prune',
];
/** `upload` is the API's `internal_source`: the workspace's files, archived and uploaded. */
const SOURCES = ['github', 'upload', 'external_docker'];
/**
 * `serverless` and `dedicated` are the types LangSmith's docs name today; `dev`, `prod` (and
 * `dev_free`) are the ones the OpenAPI document lists, still accepted for older plans.
 */
const DEPLOYMENT_TYPES = ['serverless', 'dedicated', 'dev', 'prod', 'dev_free'];
/** What an update with `secrets` does to the deployment's other secrets. */
const SECRETS_MODES = ['merge', 'replace'];
const ON_SUPERSEDED = ['follow', 'fail'];
const LOG_MODES = ['on-failure', 'stream', 'off'];
const SMOKE_CHECKS = ['run', 'enqueue', 'rollback', 'interrupt', 'stream'];
const CHECKS_FAIL_ON = ['any', 'regression', 'never'];


/***/ }),

/***/ 5484:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ readYaml)
/* harmony export */ });
/**
 * The YAML (or JSON) of a file an input names — the agent checks file, a fleet manifest — read
 * one way: duplicate keys and an alias bomb are errors, YAML 1.2 (`yes` stays text), and each
 * error is `line N: what is wrong`, one line that ends as the parser's sentence does (the parser's
 * own message would end `at line 1, column 9:` over a picture of the line). The parser is loaded
 * only by runs that read such a file.
 */
async function readYaml(text) {
    const { LineCounter, parseDocument } = await __nccwpck_require__.e(/* import() */ 815).then(__nccwpck_require__.t.bind(__nccwpck_require__, 8815, 19));
    const lines = new LineCounter();
    const document = parseDocument(text, { uniqueKeys: true, prettyErrors: false, lineCounter: lines });
    if (document.errors.length)
        return {
            problems: document.errors
                .slice(0, MAX_ERRORS)
                .map((e) => `line ${lines.linePos(e.pos[0]).line}: ${sentence(e.message)}`),
        };
    try {
        return { value: document.toJS({ maxAliasCount: MAX_ALIASES }) };
    }
    catch (error) {
        return { problems: [sentence(error.message)] };
    }
}
/** Errors shown of one file: the first ones say where to start. */
const MAX_ERRORS = 10;
/** Aliases a file may expand: a few are a convenience, thousands an attack. */
const MAX_ALIASES = 100;
function sentence(message) {
    return message
        .split('\n')[0]
        .replace(/[\s:]+$/, '')
        .slice(0, 300);
}


/***/ }),

/***/ 1613:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ commitUrl),
/* harmony export */   b: () => (/* binding */ commitPage)
/* harmony export */ });
/** The commit's page on the repository host (GitHub's URL layout), when the repository URL is known. */
function commitUrl(repoUrl, sha) {
    if (!repoUrl)
        return undefined;
    return `${repoUrl.replace(/\/+$/, '').replace(/\.git$/, '')}/commit/${sha}`;
}
/**
 * The page of a commit a run names: the repository's (`repo_url`), except the commit of an
 * upload from another repository's checkout, which links to that repository (or nowhere).
 */
function commitPage(state, sha) {
    return commitUrl(state.commitSource && state.commitSha === sha ? state.commitSource.url : state.repoUrl, sha);
}


/***/ }),

/***/ 2303:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ servingNow),
/* harmony export */   z: () => (/* binding */ endingOf)
/* harmony export */ });
/* harmony import */ var _control_plane_revision_status_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3112);
/* harmony import */ var _run_run_state_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9184);


function endingOf(state) {
    const status = (0,_run_run_state_js__WEBPACK_IMPORTED_MODULE_1__/* .reportedStatus */ .mW)(state);
    const own = state.revisionId
        ? { id: state.revisionId, commit: state.commitSha }
        : undefined;
    const serving = servingRef(state, own, status);
    return {
        own,
        status,
        verdict: status ? (0,_control_plane_revision_status_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyStatus */ .xo)(status).verdict : undefined,
        serving,
        serves: state.revisionStatus === 'DEPLOYED' || state.activeRevisionId !== undefined,
        servingSaid: state.activeRevisionId,
        servingElse: serving !== undefined && serving.id !== state.revisionId,
        failure: state.failure,
        stopped: state.failure?.stopped,
        rollback: state.rollback,
        rolledBack: state.rolledBack,
        noRollback: state.gate?.noRollback,
    };
}
/** "Revision X is serving now." on a line of its own, unless `said` already names it. */
function servingNow(serving, said) {
    return serving && !said.includes(serving) ? `\nRevision ${serving} is serving now.` : '';
}
/** The one place "what serves now" is worked out; the commit comes with it when the run knows it. */
function servingRef(state, own, status) {
    const r = state.rolledBack ? state.rollback : undefined;
    const fallback = r
        ? { id: r.revisionId ?? r.to.id }
        : own && status === 'DEPLOYED'
            ? own
            : state.previousRevision;
    const id = state.activeRevisionId ?? fallback?.id;
    if (id === undefined)
        return undefined;
    const known = [own, state.previousRevision, r?.to].find((ref) => ref?.id === id && ref.commit);
    return known ? { id, commit: known.commit } : { id };
}


/***/ }),

/***/ 2886:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Q7: () => (/* binding */ fleetCommentBody),
/* harmony export */   Th: () => (/* binding */ fleetMarker),
/* harmony export */   Xg: () => (/* binding */ planMarkdown),
/* harmony export */   nQ: () => (/* binding */ fleetOutputs),
/* harmony export */   uL: () => (/* binding */ reportMarkdown)
/* harmony export */ });
/* harmony import */ var _base_commit_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(1940);
/* harmony import */ var _control_plane_revision_status_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3112);
/* harmony import */ var _inputs_plan_json_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(5189);
/* harmony import */ var _commit_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(1613);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(4285);
/* harmony import */ var _outcome_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(5066);






/*
 * A fleet's plan and report as Markdown (the job summary, the pull-request comment). Pure: made
 * from the run's state. Names and reasons are ours or checked inputs, statuses, URLs and the deploy
 * jobs' words come from servers or GitHub: all of it is shown as code or escaped text.
 */
/** The outputs of `plan` and `report`: every one in every outcome (empty when not theirs). */
function fleetOutputs(state) {
    const plan = state.fleet?.plan;
    const rows = state.fleet?.rows;
    return {
        matrix: plan
            ? JSON.stringify({
                include: plan.deployments
                    .filter((d) => d.action === 'deploy')
                    .map((d) => ({ deployment: d.deployment })),
            })
            : '',
        plan: plan ? (0,_inputs_plan_json_js__WEBPACK_IMPORTED_MODULE_1__/* .planForTransport */ .ix)(plan) : '',
        failed: rows
            ? rows
                .filter((r) => r.failed)
                .map((r) => r.deployment)
                .join(',')
            : '',
    };
}
/** The job summary of `command: plan`. */
function planMarkdown(state) {
    const fleet = state.fleet;
    const manifest = fleet ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(fleet.manifest) : 'the manifest';
    if (state.failure || !fleet?.plan)
        return failedMarkdown(state, `Fleet plan of ${manifest}`);
    const plan = fleet.plan;
    const deploying = plan.deployments.filter((d) => d.action === 'deploy');
    const lines = [
        `## 📋 Fleet plan: ${deploying.length} of ${plan.deployments.length} deployments to deploy`,
        '',
        `From ${manifest}${plan.commit ? ` at commit ${commitLink(state, plan.commit)}` : ''}.`,
        '',
        '| Deployment | Plan | Why | Serving |',
        '|---|---|---|---|',
        ...plan.deployments.map((d) => `| ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(d.deployment)} | ${d.action === 'deploy' ? '🚀 deploy' : '⏭️ skip'} | ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(d.why)}${changedFiles(d)} | ${serving(state, d)} |`),
        '',
        requestsLine(state),
    ];
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .fitSummary */ .mW)(lines.join('\n')) + '\n';
}
/** The job summary of `command: report`. */
function reportMarkdown(state) {
    const fleet = state.fleet;
    const manifest = fleet ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(fleet.manifest) : 'the manifest';
    if (state.failure || !fleet?.rows)
        return failedMarkdown(state, `Fleet report of ${manifest}`);
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .fitSummary */ .mW)([...reportLines(state, fleet.rows, '##'), '', requestsLine(state)].join('\n')) + '\n';
}
/** The marker that finds a fleet's pull-request comment again (one per manifest). */
function fleetMarker(manifest) {
    return `<!-- langgraph-deploy-action:fleet:${manifest.replace(/-->|[<>]/g, encodeURIComponent)} -->`;
}
/**
 * The fleet's pull-request comment: the report's table, updated by every run. GitHub refuses a
 * longer comment than it takes (and it is lost): a large fleet's is cut, its failed deployments
 * first so that the cut never hides one, the marker and the footer always kept.
 */
function fleetCommentBody(state, run) {
    const rows = state.fleet.rows ?? [];
    const ordered = [...rows.filter((r) => r.failed), ...rows.filter((r) => !r.failed)];
    const marker = fleetMarker(state.fleet.manifest);
    const commit = run.sha ? ` for ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)((0,_base_commit_js__WEBPACK_IMPORTED_MODULE_4__/* .shortSha */ .F)(run.sha))}` : '';
    const by = run.runUrl ? ` by ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .link */ .nf)('this workflow run', run.runUrl)}` : '';
    // The marker comes first, so a cut comment is still found again by it.
    const lines = [marker, ...reportLines(state, ordered, '###')];
    return (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .fitComment */ .pI)(lines.join('\n'), `<sub>Updated${commit}${by}.</sub>`, FLEET_COMMENT_CUT);
}
const FLEET_COMMENT_CUT = '*The rest of this comment is cut: it reached GitHub’s limit. The job summary has every deployment.*';
function reportLines(state, rows, heading) {
    const manifest = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(state.fleet.manifest);
    const skipped = rows.filter((r) => r.planned?.action === 'skip');
    const failed = rows.filter((r) => r.failed);
    const deployed = rows.filter((r) => r.planned?.action !== 'skip' && !r.failed);
    const counts = [
        failed.length ? `${failed.length} failed` : '',
        deployed.length ? `${deployed.length} ${rows.some((r) => r.planned) ? 'deployed' : 'ok'}` : '',
        skipped.length ? `${skipped.length} skipped` : '',
    ].filter(Boolean);
    const lines = [
        `${heading} ${failed.length ? '❌' : '✅'} Fleet ${manifest}: ${counts.join(', ') || 'no deployments'}`,
        '',
        '| Deployment | Status | Revision | Commit | URL | Result |',
        '|---|---|---|---|---|---|',
        ...rows.map((r) => `| ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(r.deployment)} | ${statusCell(r)} | ${r.revisionId ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(r.revisionId, 12) : ''} | ${r.commit ? commitLink(state, r.commit) : ''} | ${r.url ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .urlLink */ .Cb)(r.url) : ''} | ${resultCell(r)} |`),
    ];
    if (skipped.length)
        lines.push('', 'Skipped by the plan:', '', ...skipped.map((r) => `- ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(r.deployment)}: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(r.planned.why)}`));
    if (!rows.some((r) => r.planned))
        lines.push('', 'No plan was given (input `plan`): every deployment is shown as the control plane has it.');
    return lines;
}
function statusCell(row) {
    if (!row.exists)
        return row.unlisted ? 'not listed' : 'not created';
    if (!row.status)
        return 'no revision';
    const icon = { success: '✅', failure: '❌', 'in-progress': '⏳' }[(0,_control_plane_revision_status_js__WEBPACK_IMPORTED_MODULE_0__/* .classifyStatus */ .xo)(row.status).verdict];
    return `${icon} ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(row.status)}`;
}
function resultCell(row) {
    if (row.planned?.action === 'skip')
        return '⏭️ skipped';
    const said = row.result
        ? `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(row.result.state)}${row.result.description ? ` ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(row.result.description)}` : ''}`
        : '';
    if (row.failed)
        return `❌ ${said || (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .cell */ .Hn)(row.why ?? 'failed')}`;
    return said || 'no result recorded';
}
function serving(state, d) {
    const s = d.serving;
    if (!s?.commit)
        return s?.revision ? `revision ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(s.revision, 12)}, commit unknown` : '';
    return `${commitLink(state, s.commit)} (${s.from === 'github-deployment' ? 'GitHub Deployment' : 'control plane'})`;
}
function changedFiles(d) {
    return d.changed?.length ? `: ${d.changed.map((f) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)(f, 120)).join(', ')}` : '';
}
function commitLink(state, sha) {
    const url = (0,_commit_js__WEBPACK_IMPORTED_MODULE_5__/* .commitUrl */ .B)(state.repoUrl, sha);
    return url ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .link */ .nf)((0,_base_commit_js__WEBPACK_IMPORTED_MODULE_4__/* .shortSha */ .F)(sha), url) : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .code */ .aY)((0,_base_commit_js__WEBPACK_IMPORTED_MODULE_4__/* .shortSha */ .F)(sha));
}
function requestsLine(state) {
    const r = state.fleet.requests;
    return `<sub>${r.controlPlane} control-plane requests, ${r.github} GitHub API requests, ${r.git} git calls.</sub>`;
}
function failedMarkdown(state, what) {
    const failure = state.failure ?? {
        title: 'Not finished',
        message: 'The command ended before it had an answer.',
    };
    return ([`## ${(0,_outcome_js__WEBPACK_IMPORTED_MODULE_3__/* .failureIcon */ .u)(failure)} ${what}: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .text */ .Qq)(failure.title)}`, '', ...(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(failure.message)].join('\n') +
        '\n');
}


/***/ }),

/***/ 1435:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   AZ: () => (/* binding */ gateFailedWords),
/* harmony export */   Dl: () => (/* binding */ caseFailure),
/* harmony export */   Lm: () => (/* binding */ noRollbackWords),
/* harmony export */   To: () => (/* binding */ gateSaid),
/* harmony export */   Vh: () => (/* binding */ noRollbackOnTimeoutWords),
/* harmony export */   Wf: () => (/* binding */ commitRequiredWords),
/* harmony export */   Wp: () => (/* binding */ failedIts),
/* harmony export */   ks: () => (/* binding */ rollbackWords),
/* harmony export */   sG: () => (/* binding */ checksFailure)
/* harmony export */ });
/* unused harmony exports gateCause, smokeSaid, checksSaid */
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4758);
/* harmony import */ var _deploy_serving_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8095);
/* harmony import */ var _ending_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2303);
/* harmony import */ var _run_run_state_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(9184);
/* harmony import */ var _smoke_report_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(2711);
/* harmony import */ var _time_duration_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(2061);






/** "failed its smoke test", "failed its agent checks". */
function failedIts(cause) {
    return `failed its ${_run_run_state_js__WEBPACK_IMPORTED_MODULE_3__/* .GATE_NAMES */ .rn[cause]}`;
}
/** Which part of a revision's gate did not pass: its smoke test, else its agent checks. */
function gateCause(judged) {
    if (judged.smoke && judged.smoke.result !== 'passed')
        return 'smoke';
    if (judged.checks && judged.checks.result !== 'passed')
        return 'checks';
    return undefined;
}
/** What a smoke test that did not pass says of the server it tested, by what the failure was. */
function smokeSaid(smoke, subject) {
    switch (smoke.blame) {
        case 'setup':
            return `the smoke test could not judge ${subject} (the server was not reached, refused the key, or does not know the assistant)`;
        case 'time':
            return `${subject} was not fully smoke-tested: timeout cut the smoke test short`;
        default:
            return `${subject} failed its smoke test`;
    }
}
/** What agent checks that did not all pass say of the revision. */
function checksSaid(checks, subject) {
    const failed = checks.cases.filter((c) => c.result === 'failed').length;
    const unjudged = checks.cases.filter((c) => c.result === 'not-judged').length;
    if (failed)
        return `${subject} failed ${failed} of ${checks.cases.length} agent checks`;
    return `the agent checks could not judge ${unjudged} of ${checks.cases.length} cases of ${subject}`;
}
/** What a gate that did not pass says of the revision, or undefined when it passed. */
function gateSaid(judged, subject) {
    const cause = gateCause(judged);
    if (cause === 'smoke')
        return smokeSaid(judged.smoke, subject);
    if (cause === 'checks')
        return checksSaid(judged.checks, subject);
    return undefined;
}
/** The cases that did not pass, one per line with the first thing that failed. */
function checksFailure(checks) {
    if (checks.detail)
        return checks.detail;
    const bad = checks.cases.filter((c) => c.result !== 'passed');
    const failed = bad.filter((c) => c.result === 'failed').length;
    const head = failed === bad.length
        ? `${failed} of ${checks.cases.length} agent check cases failed`
        : `${bad.length} of ${checks.cases.length} agent check cases did not pass (${failed} failed, ${bad.length - failed} not judged)`;
    return `${head}:\n${bad.map((c) => `  - ${caseFailure(c)}`).join('\n')}`;
}
/** "refund policy (1 of 3 runs passed, 2 needed): contains "30 days": not found: …" */
function caseFailure(c) {
    const runs = c.runs > 1 ? ` (${c.passes} of ${c.runs} runs passed, ${c.min_passes} needed)` : '';
    const judged = c.result === 'not-judged' ? ' [not judged]' : c.regression ? ' [regression]' : '';
    return `${c.name}${judged}${runs}: ${c.failure ?? 'not passed'}`;
}
/** What failed in a revision's gate, in words: the smoke test's failures or the cases'. */
function gateFailure(judged) {
    const cause = gateCause(judged);
    if (cause === 'smoke')
        return (0,_smoke_report_js__WEBPACK_IMPORTED_MODULE_4__/* .smokeFailure */ .cR)(judged.smoke);
    if (cause === 'checks')
        return checksFailure(judged.checks);
    return 'it did not pass';
}
/** A revision that did not pass its gate: its title and what failed. */
function gateFailedWords(error, state) {
    const smoke = error.failed === 'smoke';
    const title = error.verdict === 'not-judged' && !smoke
        ? 'Agent checks not judged'
        : smoke
            ? 'Smoke test failed'
            : 'Agent checks failed';
    return { title, message: gateFailure(state) };
}
/** Why a revision that did not pass was not rolled back, as the failure message ends with it. */
function noRollbackWords(state) {
    const gate = state.gate;
    if (!gate?.noRollback || !state.revisionId)
        return undefined;
    const failed = (0,_deploy_serving_js__WEBPACK_IMPORTED_MODULE_1__/* .describeRevision */ .hi)({ id: state.revisionId, commit: state.commitSha });
    const name = _run_run_state_js__WEBPACK_IMPORTED_MODULE_3__/* .GATE_NAMES */ .rn[gate.cause];
    const serving = `Revision ${failed} is serving traffic although it ${gate.verdict === 'failed' ? 'failed' : 'did not pass'} its ${name}`;
    const to = state.previousRevision && `revision ${(0,_deploy_serving_js__WEBPACK_IMPORTED_MODULE_1__/* .describeRevision */ .hi)(state.previousRevision)}`;
    switch (gate.noRollback) {
        case 'first-revision':
            return `${serving} (the deployment's first revision: nothing to roll back to).`;
        case 'nothing-served':
            return `${serving}; no earlier revision was serving, so there is nothing to roll back to.`;
        case 'not-deployed':
            return `${serving}; the revision the control plane named as serving before, ${state.previousRevision.id}, is ${state.previousRevision.status}, not one that deployed, so nothing was rolled back to it.`;
        case 'not-judged':
            return gate.cause === 'smoke'
                ? `The smoke test could not reach a verdict on revision ${failed} (the agent server was not reached, refused the key, or does not know the assistant), so nothing was rolled back; ${to} can be restored with command: rollback.`
                : `The agent checks could not reach a verdict on revision ${failed} (the agent server was not reached, refused the key, does not know the assistant, or a pattern was too slow), so nothing was rolled back; ${to} can be restored with command: rollback.`;
        case 'not-asked':
            return `${serving}: roll back with command: rollback (to ${to}), or set rollback_on_failure: true to do it automatically.`;
    }
}
/** With `rollback_on_failure`, a timeout rolls nothing back: why, for the failure message. */
function noRollbackOnTimeoutWords(state) {
    if (!state.noRollbackOnTimeout || !state.revisionId)
        return undefined;
    if (state.revisionStatus !== 'DEPLOYED')
        return `No rollback on a timeout: revision ${state.revisionId} may still finish.`;
    const checks = state.checks && !state.smoke?.blame ? state.checks : undefined;
    const failed = checks?.cases.filter((c) => c.result === 'failed').length ?? 0;
    if (checks && failed) {
        const to = state.previousRevision ? ` (to revision ${(0,_deploy_serving_js__WEBPACK_IMPORTED_MODULE_1__/* .describeRevision */ .hi)(state.previousRevision)})` : '';
        return `No rollback: timeout ran out during the agent checks of revision ${state.revisionId}, leaving no time to roll back and follow the redeploy, although ${failed} of ${checks.cases.length} cases failed before that: roll back with command: rollback${to}, or raise timeout.`;
    }
    return `No rollback: timeout cut the ${checks ? 'agent checks' : 'smoke test'} of revision ${state.revisionId} short, so it says nothing against the revision.`;
}
const ROLLED_BACK = {
    smoke: 'Rolled back after a failed smoke test',
    checks: 'Rolled back after failed agent checks',
};
/** How a rollback after a failed gate ended, from the rollback record. */
function rollbackWords(error, state) {
    const r = state.rollback;
    const cause = r.cause ?? 'smoke';
    const failed = (0,_deploy_serving_js__WEBPACK_IMPORTED_MODULE_1__/* .describeRevision */ .hi)(r.from);
    const why = `\nThe ${_run_run_state_js__WEBPACK_IMPORTED_MODULE_3__/* .GATE_NAMES */ .rn[cause]} of ${r.from.id}: ${gateFailure(state)}`;
    const title = ROLLED_BACK[cause];
    const restored = `revision ${(0,_deploy_serving_js__WEBPACK_IMPORTED_MODULE_1__/* .describeRevision */ .hi)(r.to)}${r.revisionId ? ` (as revision ${r.revisionId})` : ''}`;
    switch (error.outcome) {
        case 'restored':
            return {
                title,
                message: `Revision ${failed} ${failedIts(cause)}: rolled back to ${(0,_deploy_serving_js__WEBPACK_IMPORTED_MODULE_1__/* .describeRevision */ .hi)(r.to)}, which is serving${r.smoke || r.checks ? ' and passes' : ''} (as revision ${r.revisionId}).${why}`,
            };
        case 'restored-fails': {
            const again = gateCause(r) ?? cause;
            const what = r.failure ?? gateFailure(r);
            const too = r.verdict === 'not-judged'
                ? `could not be judged by its ${_run_run_state_js__WEBPACK_IMPORTED_MODULE_3__/* .GATE_NAMES */ .rn[again]} either`
                : `fails its ${_run_run_state_js__WEBPACK_IMPORTED_MODULE_3__/* .GATE_NAMES */ .rn[again]} too`;
            return {
                title,
                message: `Revision ${failed} ${failedIts(cause)} and was rolled back: ${restored} serves again, but it ${too}: ${what}${why}`,
            };
        }
        case 'failed':
            return {
                title: 'Rollback failed',
                message: `Revision ${failed} ${failedIts(cause)}, and the rollback to ${restored} failed: ${r.failure}${(0,_ending_js__WEBPACK_IMPORTED_MODULE_2__/* .servingNow */ .N)(state.activeRevisionId, r.failure ?? '')}${why}`,
            };
        case 'stopped':
            return stoppedWords(error.stop, state);
    }
}
/**
 * The run stopped (timeout or cancellation) while the rollback went on: it keeps its stopped title,
 * and says what is under way on the server — the redeploy, which serves once it is DEPLOYED.
 */
function stoppedWords(stop, state) {
    const r = state.rollback;
    const stopped = stop instanceof _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .DeadlineError */ .j3
        ? {
            title: 'Timed out',
            message: `Timed out (timeout: ${(0,_time_duration_js__WEBPACK_IMPORTED_MODULE_5__/* .formatDuration */ .a)(stop.timeoutMs)}) ${stop.during}.`,
        }
        : { title: 'Cancelled', message: 'The workflow was cancelled.' };
    const under = state.rolledBack
        ? ` Revision ${(0,_deploy_serving_js__WEBPACK_IMPORTED_MODULE_1__/* .describeRevision */ .hi)(r.to)} serves again (as revision ${r.revisionId}); its own ${_run_run_state_js__WEBPACK_IMPORTED_MODULE_3__/* .GATE_NAMES */ .rn[r.cause ?? 'smoke']} did not finish.`
        : r.revisionId
            ? ` Its redeploy, revision ${r.revisionId}, was ${r.revisionStatus ?? 'starting'}: it keeps going on the server and serves once DEPLOYED. To follow it, run the action with command: status and deployment_id: ${state.deploymentId}.`
            : state.inFlight
                ? ' The redeploy was sent and not answered: it may be under way (it would be the deployment’s latest revision).'
                : ' The redeploy was not sent.';
    return {
        title: stopped.title,
        stopped: stop instanceof _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .DeadlineError */ .j3 ? 'timeout' : 'cancelled',
        message: `Revision ${(0,_deploy_serving_js__WEBPACK_IMPORTED_MODULE_1__/* .describeRevision */ .hi)(r.from)} ${failedIts(r.cause ?? 'smoke')}; ${state.rolledBack ? 'it was rolled back' : `the rollback to revision ${(0,_deploy_serving_js__WEBPACK_IMPORTED_MODULE_1__/* .describeRevision */ .hi)(r.to)} was under way`}. ${stopped.message}${under}`,
    };
}
/** `require_commit`: the failure, saying what now serves and that nothing was undone. */
function commitRequiredWords(problem, state) {
    const own = (0,_deploy_serving_js__WEBPACK_IMPORTED_MODULE_1__/* .describeRevision */ .hi)({ id: state.revisionId, commit: state.commitSha });
    const tested = !state.smoke
        ? ', not smoke-tested'
        : state.smoke.result === 'passed'
            ? ' and passed its smoke test'
            : '';
    const undo = state.previousRevision
        ? `: to undo it, run the action with command: rollback (it redeploys revision ${(0,_deploy_serving_js__WEBPACK_IMPORTED_MODULE_1__/* .describeRevision */ .hi)(state.previousRevision)})`
        : '';
    return {
        title: problem.title,
        message: `${problem.message}
Failing because require_commit is true. Revision ${own} is ${state.revisionStatus ?? 'in progress'}${state.revisionStatus === 'DEPLOYED' ? ` and serving${tested}` : ''}; nothing was rolled back${undo}.`,
    };
}


/***/ }),

/***/ 1150:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Km: () => (/* binding */ INTERNAL_ERROR_TITLE),
/* harmony export */   MO: () => (/* binding */ crashLine),
/* harmony export */   bD: () => (/* binding */ messageOf),
/* harmony export */   d0: () => (/* binding */ crashMarkdown),
/* harmony export */   et: () => (/* binding */ internalFailure),
/* harmony export */   qo: () => (/* binding */ INTERNAL_ERROR_STATUS)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4285);

/**
 * A bug of ours: an error no part of the run expected. Inside a command it ends the run as its
 * failure; one that escapes the run is caught by the front end (index.ts, the CLI), which writes
 * every output all the same. Either way the `status` output is INTERNAL_ERROR.
 */
const INTERNAL_ERROR_STATUS = 'INTERNAL_ERROR';
const INTERNAL_ERROR_TITLE = 'Unexpected error';
const NEXT = 'This is a bug in this action, not a problem of your deployment: please report it with this log.';
/** The failure a bug ends a command with. */
function internalFailure(error) {
    return { title: INTERNAL_ERROR_TITLE, message: `${messageOf(error)}\n${NEXT}`, internal: true };
}
/** The error line of a bug that escaped the run (redacted by the caller). */
function crashLine(message) {
    return `${INTERNAL_ERROR_TITLE}: ${message} ${NEXT}`;
}
/** What a bug said. */
function messageOf(error) {
    return error instanceof Error ? error.message : String(error);
}
/**
 * The job summary's card for a bug that escaped the run (its message redacted by the caller): the
 * run's own summary may be missing or cut short.
 */
function crashMarkdown(message) {
    return [
        '## ❌ Internal error: the run stopped on a bug',
        '',
        `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(message)}`,
        '',
        `${NEXT} What the run did before (a deployment created or updated, a revision started) stands: \`command: status\` shows where it is. The outputs say \`status: ${INTERNAL_ERROR_STATUS}\`.`,
        '',
    ].join('\n');
}


/***/ }),

/***/ 2411:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ invalidInputsMarkdown),
/* harmony export */   J: () => (/* binding */ INVALID_INPUTS_STATUS)
/* harmony export */ });
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4285);

/** The `status` output of a run whose inputs were refused (nothing was sent). */
const INVALID_INPUTS_STATUS = 'INVALID_INPUTS';
/** The job summary of a run stopped by its inputs: each problem names the input and what is accepted. */
function invalidInputsMarkdown(problems, workflow) {
    // The action's own README, when the runner says which repository the action comes from.
    const { actionRepository: repo, serverUrl } = workflow;
    const readme = repo && /^[\w.-]+\/[\w.-]+$/.test(repo)
        ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .link */ .nf)('the README’s Inputs table', `${serverUrl}/${repo}#inputs`)
        : 'the README’s *Inputs* table';
    return [
        '## ❌ Invalid inputs: nothing was sent',
        '',
        `The action checked its inputs before any request and refused ${problems.length === 1 ? 'one' : problems.length}:`,
        '',
        ...problems.map((problem) => `- ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .text */ .Qq)(problem)}`),
        '',
        `Every input, its default and what it accepts: ${readme}.`,
        '',
    ].join('\n');
}


/***/ }),

/***/ 4285:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Cb: () => (/* binding */ urlLink),
/* harmony export */   DV: () => (/* binding */ codeBlock),
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   Qq: () => (/* binding */ text),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   h8: () => (/* binding */ htmlCode),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   mW: () => (/* binding */ fitSummary),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   pI: () => (/* binding */ fitComment),
/* harmony export */   v7: () => (/* binding */ safeHref),
/* harmony export */   zH: () => (/* binding */ details)
/* harmony export */ });
/* unused harmony export fitMarkdown */
/* harmony import */ var _inputs_endpoint_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(9352);
/* harmony import */ var _base_policy_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8531);
/* harmony import */ var _base_untrusted_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2607);



/**
 * Markdown for the job summary and the pull-request comment. Anything that came from a server
 * (or a user's input) goes through `code` or `text`, so nothing in it becomes markup, HTML, an
 * image, a link, a mention or an issue reference; links exist only where `link` builds them from
 * a URL this action checked.
 */
/** Inline code: shows the text as it is and renders none of it. One line; pipes safe in tables. */
function code(value, max = 200) {
    const text = (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)((0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(value), max);
    if (text === '')
        return '';
    const longestRun = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longestRun + 1);
    const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${fence}${pad}${text.replace(/\|/g, '\\|')}${pad}${fence}`;
}
/**
 * What GitHub turns into a link, a mention or a reference even in plain text (its filters skip
 * only code and links): URLs and `www.` (autolinks), `@` (mentions, teams, e-mail addresses,
 * `user@sha`), `#12`, `owner/repo#12` and `GH-13` (issues), and 7 to 40 hex digits (commits).
 * A repository's custom autolinks (`JIRA-123`) are left as they are: they only link to its own
 * tracker, notify no one, and a rule for them would turn ordinary words (`SHA-256`) into code.
 */
const LIVE = [
    /[a-z][a-z0-9+.-]*:\/\/|www\./i,
    /@/,
    /#\d/,
    /(?:^|[^a-z0-9])gh-\d/i,
    /(?:^|[^a-z0-9])[0-9a-f]{7,40}(?![a-z0-9])/i,
];
/** A word, with the punctuation around it that reads as prose (`(see #12).`), not as part of it. */
const WORD = /^([(["'<]*)(.*?)([.,;:!?'")\]>]*)$/;
const HTML = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/**
 * Prose with untrusted parts: escaped so it renders as the same words, and nothing more. A word
 * GitHub would make live is shown as code (a code span is the one thing its filters leave alone);
 * the rest stays plain, readable text.
 */
function text(raw, max = _base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_LIMITS */ .S4.textChars) {
    const value = (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)(raw, max).replace(_base_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .CONTROL */ .W3, ' ');
    let out = '';
    let last = 0;
    for (const match of value.matchAll(/\S+/g)) {
        const [, lead, core, trail] = WORD.exec(match[0]);
        if (!core || !LIVE.some((pattern) => pattern.test(core)))
            continue;
        out += escape(value.slice(last, match.index) + lead) + code(core, 300) + escape(trail);
        last = match.index + match[0].length;
    }
    // A block start: `#`, `+`, `-` are escaped themselves; a number's `.` or `)` is (`\1.` would
    // show the backslash: digits are not escapable).
    return (out + escape(value.slice(last)))
        .replace(/^(\s*)([#+-])/, '$1\\$2')
        .replace(/^(\s*\d+)([.)])/, '$1\\$2');
}
/**
 * Backslash-escapes what could start markup inline (emphasis, code, links, tables, strike-through,
 * math, HTML) and, at the start, a block (heading, list, quote); intraword underscores stay as they
 * are.
 */
function escape(value) {
    return value
        .replace(/[\\`*[\]|~$]/g, (c) => `\\${c}`)
        .replace(/(^|[^A-Za-z0-9])_|_(?![A-Za-z0-9])/g, (m) => m.replace('_', '\\_'))
        .replace(/[&<>"]/g, (c) => HTML[c]);
}
/** Text for one table cell: escaped, on one line. */
function cell(value) {
    return text(value.replace(/[\r\n]+/g, ' '));
}
/**
 * A link this action built: the URL must be https (or http on a loopback host) without
 * credentials; anything else is shown as code, not linked. `label` is our own words.
 */
function link(label, url) {
    return linkWith(escape(label), url);
}
/** A URL that came from a server, linked to itself when safe; its text is shown as code. */
function urlLink(url) {
    return url ? linkWith(code(url, 300), url) : '';
}
function linkWith(label, url) {
    if (!url)
        return '';
    const href = safeHref(url);
    return href ? `[${label}](${href})` : code(url, 300);
}
/**
 * The URL as a link target, when it may be one: https (or http on a loopback host), without
 * credentials, of a length a person could follow; normalised by the URL parser (no line breaks
 * survive it) and with the characters Markdown reads in a link target encoded. Undefined
 * otherwise.
 */
function safeHref(url) {
    if (url.length > _base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_LIMITS */ .S4.linkChars)
        return undefined;
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return undefined;
    }
    const safe = (parsed.protocol === 'https:' || (parsed.protocol === 'http:' && (0,_inputs_endpoint_js__WEBPACK_IMPORTED_MODULE_0__/* .isLoopbackHost */ .cW)(parsed.hostname))) &&
        !parsed.username &&
        !parsed.password;
    if (!safe)
        return undefined;
    const href = parsed.href.replace(/[()<>[\] "'|\\`]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    // Normalising can lengthen it (percent-encoding): the limit holds for what is written.
    return href.length > _base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_LIMITS */ .S4.linkChars ? undefined : href;
}
/** Lines shown as they are, in a fenced block no line can close. */
function codeBlock(lines, language = 'text') {
    const longestRun = Math.max(0, ...lines.flatMap((l) => l.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(Math.max(3, longestRun + 1));
    return [`${fence}${language}`, ...lines, fence];
}
/** Inline code inside HTML (a `<summary>`), where Markdown is not read: inert like `code`. */
function htmlCode(value, max = 200) {
    const shown = (0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .clip */ .$Q)((0,_base_untrusted_js__WEBPACK_IMPORTED_MODULE_2__/* .printable */ .g$)(value), max);
    return shown ? `<code>${escapeHtml(shown)}</code>` : '';
}
/** Our own words inside HTML. */
function escapeHtml(value) {
    return value.replace(/[&<>"]/g, (c) => HTML[c]);
}
/**
 * A collapsed block (`<details>`). `summary` is HTML: our words through `escapeHtml`, anything
 * untrusted through `htmlCode`. The body is Markdown.
 */
function details(summary, body) {
    return [`<details><summary>${summary}</summary>`, '', ...body, '', '</details>'];
}
/** A job summary as GitHub shows it: at most 1 MiB (REPORT_LIMITS), cut with a note. */
function fitSummary(markdown) {
    return fitMarkdown(markdown, _base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_LIMITS */ .S4.summaryBytes - 1, SUMMARY_CUT, utf8Bytes);
}
/**
 * A pull-request comment as GitHub takes it: a longer one is refused and lost, so the body is cut
 * to what fits with a note, and `footer` always stays.
 */
function fitComment(body, footer, note = COMMENT_CUT) {
    const room = _base_policy_js__WEBPACK_IMPORTED_MODULE_1__/* .REPORT_LIMITS */ .S4.commentChars - footer.length - 2;
    return `${fitMarkdown(body, room, note)}\n\n${footer}`;
}
const SUMMARY_CUT = '*The rest of this summary is cut: GitHub shows at most 1 MiB of it. The job log has it all.*';
const COMMENT_CUT = '*The rest of this comment is cut: it reached GitHub’s limit. The job summary has more.*';
const utf8Bytes = (text) => Buffer.byteLength(text, 'utf8');
/**
 * Markdown cut to at most `max` (as `size` measures it), whole lines only, and still valid: an
 * open code fence is closed, open `<details>` blocks are closed, and a blank line ends a table,
 * list or quote before `note` (our words) says that the rest was cut. Unchanged when it fits.
 */
function fitMarkdown(markdown, max, note, size = (t) => t.length) {
    if (size(markdown) <= max)
        return markdown;
    const kept = [];
    let used = 0;
    let fence;
    let open = 0;
    const closing = (f, d) => [
        ...(f ? [f] : []),
        ...Array.from({ length: d }, () => ['', '</details>']).flat(),
        '',
        note,
    ];
    const sizeOf = (lines) => lines.reduce((n, line) => n + size(line) + 1, 0);
    for (const line of markdown.split('\n')) {
        let nextFence = fence;
        let nextOpen = open;
        if (fence) {
            if (line.trimEnd() === fence)
                nextFence = undefined;
        }
        else if (/^`{3,}/.test(line))
            nextFence = /^`+/.exec(line)[0];
        else if (/^<details>/.test(line))
            nextOpen++;
        else if (/^<\/details>/.test(line))
            nextOpen = Math.max(0, nextOpen - 1);
        const lineSize = size(line) + 1;
        if (used + lineSize + sizeOf(closing(nextFence, nextOpen)) > max)
            break;
        kept.push(line);
        used += lineSize;
        fence = nextFence;
        open = nextOpen;
    }
    return [...kept, ...closing(fence, open)].join('\n');
}
/**
 * A message as a block quote, escaped. Each line is its own paragraph: an error and its hint
 * never run together. Lines of a list (`  - …`) stay one list.
 */
function quote(message) {
    const out = [];
    let previousWasItem = false;
    for (const line of message.split(/\r\n|\r|\n|\u2028|\u2029/)) {
        const item = /^\s+- /.exec(line);
        if (out.length && !(item && previousWasItem))
            out.push('>');
        out.push(item ? `> - ${text(line.slice(item[0].length))}` : `> ${text(line)}`);
        previousWasItem = Boolean(item);
    }
    return out;
}


/***/ }),

/***/ 5066:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ headline),
/* harmony export */   u: () => (/* binding */ failureIcon)
/* harmony export */ });
/* harmony import */ var _base_commit_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1940);
/* harmony import */ var _gate_words_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1435);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4285);
/* harmony import */ var _ending_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(2303);




/** What a dry run would have done, by the action it planned. */
const WOULD = {
    create: 'would create',
    update: 'would update',
    rollback: 'would roll back',
    delete: 'would delete',
    status: 'would report on',
    'wait-auth': 'would wait for',
    'smoke-test': 'would smoke-test',
};
/** Failures with an icon of their own: nothing broke, the run was stopped. */
const STOPPED = { timeout: '⏱️', cancelled: '⏹️' };
/** The icon of a failure, by whether it was stopped: the summary and the PR comment use the same. */
function failureIcon(failure) {
    return failure.stopped ? STOPPED[failure.stopped] : '❌';
}
/** A revision as a reader recognises it: its id, and the commit it built. */
function rev(r) {
    return `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(r.id)}${r.commit ? ` (commit ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)((0,_base_commit_js__WEBPACK_IMPORTED_MODULE_3__/* .shortSha */ .F)(r.commit))})` : ''}`;
}
function headline(state) {
    const ending = (0,_ending_js__WEBPACK_IMPORTED_MODULE_2__/* .endingOf */ .z)(state);
    const name = state.deploymentName ?? state.deploymentId;
    const named = name ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(name) : 'the deployment';
    if (state.plan)
        return dryRunHeadline(state, named);
    if (ending.failure)
        return failedHeadline(state, ending, name ? `: ${named}` : '');
    return (ACTION_HEADLINES[state.action ?? 'status']?.(state, ending, named) ??
        deployedHeadline(state, ending, named));
}
function dryRunHeadline(state, named) {
    if (state.failure)
        return {
            icon: '❌',
            title: `Dry run failed: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(state.failure.title)}`,
            lede: 'Nothing was changed.',
        };
    const nothingThere = state.action === 'delete' && !state.deploymentId;
    return {
        icon: '📝',
        title: nothingThere
            ? `Dry run: nothing to delete, there is no deployment ${named}`
            : `Dry run: ${WOULD[state.action ?? 'status']} ${named}`,
        lede: 'Nothing was changed: no POST, PATCH or DELETE was sent, and nothing was reported to GitHub.',
    };
}
function failedHeadline(state, ending, named) {
    const failure = ending.failure;
    const icon = failureIcon(failure);
    // A title can hold a server's words (a revision or auth status): escaped like all its text.
    const title = `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(failure.title)}${named}`;
    if (ending.rollback && (ending.rolledBack || ending.rollback.from))
        return rollbackHeadline(state, ending, icon, title);
    return { icon, title, lede: failedLede(state, ending) };
}
/** After a gate's failure, or a `command: rollback`: whether the earlier revision serves again. */
function rollbackHeadline(state, ending, icon, title) {
    const r = ending.rollback;
    const as = r.revisionId ? ` (as revision ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(r.revisionId)})` : '';
    if (ending.rolledBack) {
        // The earlier revision serves again; what its own gate found comes after. Restored and
        // passing is the better end (⚠️: the deploy failed, what serves is good); restored but
        // failing too is the worse (❌).
        const said = (0,_gate_words_js__WEBPACK_IMPORTED_MODULE_0__/* .gateSaid */ .To)(r.reason === 'command' ? state : r, 'it');
        const after = said ? `, but ${said}` : '';
        const lede = `${r.from ? `Revision ${rev(r.from)} ${(0,_gate_words_js__WEBPACK_IMPORTED_MODULE_0__/* .failedIts */ .Wp)(r.cause ?? 'smoke')} and was rolled back: revision` : 'Revision'} ${rev(r.to)} serves again${as}${after}.`;
        return { icon: icon === '❌' && !said && r.from ? '⚠️' : icon, title, lede };
    }
    const failed = `Revision ${rev(r.from)} ${(0,_gate_words_js__WEBPACK_IMPORTED_MODULE_0__/* .failedIts */ .Wp)(r.cause ?? 'smoke')}`;
    const lede = ending.stopped
        ? `${failed}; the rollback to revision ${rev(r.to)} is under way${as} and serves once it is deployed.`
        : `${failed}, and the rollback to revision ${rev(r.to)} failed${ending.servingSaid ? `: revision ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(ending.servingSaid)} serves` : ''}.`;
    return { icon, title, lede };
}
/** What a failure left serving: the run's own revision, an earlier one, or nothing yet. */
function failedLede(state, ending) {
    const said = (0,_gate_words_js__WEBPACK_IMPORTED_MODULE_0__/* .gateSaid */ .To)(state, 'it');
    if (ending.own && ending.status === 'DEPLOYED' && said)
        return `Revision ${rev(ending.own)} is serving traffic, but ${said}.`;
    if (ending.own && ending.servingElse)
        return `Revision ${rev(ending.own)} is not serving; revision ${rev(ending.serving)} still is${state.deploymentUrl ? ` at ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .urlLink */ .Cb)(state.deploymentUrl)}` : ''}.`;
    if (state.created && ending.own && ending.status !== 'DEPLOYED')
        return 'Nothing serves yet: this was the deployment’s first revision.';
    if (state.created && !ending.own)
        return `The deployment was created, but has no revision yet: nothing serves. The next run updates it.`;
    return undefined;
}
/** The commands whose success reads its own way; the others say what was deployed. */
const ACTION_HEADLINES = {
    delete: (state, _, named) => state.deleteResult === 'NOT_FOUND'
        ? {
            icon: 'ℹ️',
            title: `Nothing to delete: there is no deployment ${named}`,
            lede: 'It does not exist (perhaps already deleted); the step succeeds so a teardown can run again.',
        }
        : {
            icon: '🗑️',
            title: `Deleted ${named}`,
            lede: `Its agent server${state.deploymentUrl ? ` at ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .urlLink */ .Cb)(state.deploymentUrl)}` : ''} no longer serves.`,
        },
    rollback: (state, ending, named) => {
        const as = state.revisionId ? ` as revision ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(state.revisionId)}` : '';
        if (!ending.rolledBack)
            return {
                icon: '⏳',
                title: `Rollback of ${named} started`,
                lede: `Revision ${ending.rollback ? rev(ending.rollback.to) : 'the earlier revision'} is being redeployed${as}, now ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(ending.status ?? 'unknown')}; not waited for (\`wait: false\`). It serves once it is deployed.`,
            };
        return {
            icon: '↩️',
            title: `Rolled back ${named}`,
            lede: ending.rollback
                ? `Revision ${rev(ending.rollback.to)} serves again, redeployed${as}.`
                : undefined,
        };
    },
    'wait-auth': (_, ending) => ({ icon: '✅', title: `Authentication ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(ending.status ?? 'completed')}` }),
    'smoke-test': (state) => ({
        icon: '✅',
        title: `Smoke test passed${state.smoke ? ` at ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(state.smoke.url)}` : ''}`,
    }),
};
/** A create, an update or a status: deployed and serving, or not waited for. */
function deployedHeadline(state, ending, named) {
    const { status, own } = ending;
    if (ending.verdict !== 'success') {
        const follow = state.action === 'status'
            ? 'run this again with `wait: true`'
            : `run the action with \`command: status\`${state.deploymentId ? ` and ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(`deployment_id: ${state.deploymentId}`)}` : ''}`;
        return {
            icon: '⏳',
            title: `${named}: revision ${own ? `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(own.id)} ` : ''}is ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(status ?? 'unknown')}`,
            lede: `Not waited for (\`wait: false\`): the revision goes on. To follow it to its end, ${follow}.`,
        };
    }
    const title = state.action === 'status'
        ? `${named} is ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .code */ .aY)(status)}`
        : `${state.action === 'create' ? 'Created' : 'Deployed'} ${named}`;
    // Deployed, but not the workflow's commit: not all went well, and the lede says so first.
    if (state.commitWarning)
        return {
            icon: '⚠️',
            title,
            lede: `Revision ${own ? rev(own) : undefined} is deployed and serving traffic. ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .text */ .Qq)(state.commitWarning)}`,
        };
    return {
        icon: '✅',
        title,
        lede: own ? `Revision ${rev(own)} is deployed and serving traffic.` : undefined,
    };
}


/***/ }),

/***/ 7438:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  QL: () => (/* binding */ SECRET_OUTPUTS),
  KZ: () => (/* binding */ crashOutputs),
  Yz: () => (/* binding */ outputsOf)
});

// EXTERNAL MODULE: ./src/run/run-state.ts
var run_state = __nccwpck_require__(9184);
// EXTERNAL MODULE: ./src/report/internal-error.ts
var internal_error = __nccwpck_require__(1150);
// EXTERNAL MODULE: ./src/report/fleet.ts
var fleet = __nccwpck_require__(2886);
// EXTERNAL MODULE: ./src/base/policy.ts
var policy = __nccwpck_require__(8531);
// EXTERNAL MODULE: ./src/base/untrusted.ts
var untrusted = __nccwpck_require__(2607);
;// CONCATENATED MODULE: ./src/report/checks-report.ts


/** Cut replies and failures keep this much when even a report without runs does not fit. */
const CUT_TEXT = 300;
/**
 * Ways to make the report smaller, least lost first; each applies to what the previous left. A
 * checks file of 200 cases with 20 runs and 50 expectations each, against an agent that fails
 * them all, reports about 60 MB: only the first step or two are ever needed for files people write.
 */
const SMALLER = [
    {
        left: 'the expectations each run met',
        apply: (c) => ({
            ...c,
            run_results: c.run_results.map((r) => ({ ...r, expectations: r.expectations.filter((e) => !e.met) })),
        }),
    },
    {
        left: 'all but the first unmet expectation of each run',
        apply: (c) => ({
            ...c,
            run_results: c.run_results.map((r) => ({ ...r, expectations: r.expectations.slice(0, 1) })),
        }),
    },
    { left: 'the runs of each case', apply: (c) => ({ ...c, run_results: [] }) },
    {
        left: `each case's failure and reply past ${CUT_TEXT} characters`,
        apply: ({ failure, reply, ...c }) => ({
            ...c,
            ...(failure === undefined ? {} : { failure: (0,untrusted/* clip */.$Q)(failure, CUT_TEXT) }),
            ...(reply === undefined ? {} : { reply: (0,untrusted/* clip */.$Q)(reply, CUT_TEXT) }),
        }),
    },
];
/**
 * The agent checks report as the `checks_report` output: all of it when it fits in
 * `maxBytes` (UTF-8), else without what SMALLER leaves out — as little as it takes — with a
 * `truncated` field saying what is missing. Every case, with its result, is always there.
 */
function checksReportJson(report, maxBytes = policy/* REPORT_LIMITS */.S4.outputBytes) {
    let json = JSON.stringify(report);
    const left = [];
    let cases = report.cases;
    for (const step of SMALLER) {
        if (Buffer.byteLength(json) <= maxBytes)
            break;
        cases = cases.map(step.apply);
        left.push(step.left);
        const output = {
            ...report,
            cases,
            truncated: `Cut to fit a GitHub output (at most 1 MB): left out ${left.join('; ')}. The job summary and checks_junit show every case.`,
        };
        json = JSON.stringify(output);
    }
    return json;
}

// EXTERNAL MODULE: ./src/report/prune.ts + 1 modules
var prune = __nccwpck_require__(2359);
;// CONCATENATED MODULE: ./src/report/outputs.ts





/** Outputs that are secrets themselves: set as they are (the runner masks them), never redacted. */
const SECRET_OUTPUTS = ['token'];
/**
 * Every output after a bug escaped the run: those it had set (redacted already), the others empty
 * as a new run's, and `status` INTERNAL_ERROR.
 */
function crashOutputs(set, command, now) {
    return { ...outputsOf((0,run_state/* newRunState */.PG)(command, now)), ...set, status: internal_error/* INTERNAL_ERROR_STATUS */.qo };
}
/** The step's outputs, all of them in every outcome (empty when unknown). */
function outputsOf(state) {
    return {
        deployment_id: state.deploymentId ?? '',
        revision_id: state.revisionId ?? '',
        commit_sha: state.commitSha ?? '',
        previous_revision_id: state.previousRevision?.id ?? '',
        active_revision_id: state.activeRevisionId ?? '',
        rolled_back: String(state.rolledBack),
        source_digest: state.sourceDigest ?? '',
        status: state.failure?.internal ? internal_error/* INTERNAL_ERROR_STATUS */.qo : ((0,run_state/* reportedStatus */.mW)(state) ?? ''),
        deployment_url: state.deploymentUrl ?? '',
        created: String(state.created),
        token: state.token ?? '',
        smoke_test: state.smoke?.result ?? 'skipped',
        smoke_report: state.smoke ? JSON.stringify(state.smoke) : '',
        checks: state.checks?.result ?? 'skipped',
        checks_report: state.checks ? checksReportJson(state.checks) : '',
        ...(0,fleet/* fleetOutputs */.nQ)(state),
        pruned: (0,prune/* pruneOutput */.q1)(state),
    };
}


/***/ }),

/***/ 2359:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  VH: () => (/* binding */ gitHubRefusedWords),
  uU: () => (/* binding */ listCutWords),
  jE: () => (/* binding */ pruneFailedWords),
  wm: () => (/* binding */ pruneMarkdown),
  q1: () => (/* binding */ pruneOutput),
  kH: () => (/* binding */ prunePlan),
  HX: () => (/* binding */ pruneStoppedWords)
});

// EXTERNAL MODULE: ./src/base/policy.ts
var policy = __nccwpck_require__(8531);
;// CONCATENATED MODULE: ./src/run/prune.ts
/** The names `command: prune` deleted: the output `pruned`. */
function prunedNames(prune) {
    return prune.previews.filter((p) => p.outcome === 'pruned').map((p) => p.name);
}

// EXTERNAL MODULE: ./src/time/duration.ts
var duration = __nccwpck_require__(2061);
// EXTERNAL MODULE: ./src/report/markdown.ts
var markdown = __nccwpck_require__(4285);
// EXTERNAL MODULE: ./src/report/outcome.ts
var outcome = __nccwpck_require__(5066);
;// CONCATENATED MODULE: ./src/report/prune.ts





/*
 * `command: prune` in words: the log's warnings, the failure, the dry run's plan, the job summary.
 * Names shown are `<prefix><number>` (checked), ids and GitHub's words come from servers: shown as
 * code or escaped text.
 */
/** Each outcome as the summary's table shows it. */
const OUTCOMES = {
    pruned: '🗑️ deleted: pull request closed',
    gone: 'ℹ️ already gone',
    'would-prune': '📝 would delete: pull request closed',
    open: 'kept: pull request open',
    unknown: '⚠️ kept: GitHub knows no such pull request',
    failed: '❌ not pruned',
    'not-reached': '⏹️ not reached',
};
/** The output `pruned`: the names deleted, as JSON (empty for other commands). */
function pruneOutput(state) {
    return state.prune ? JSON.stringify(prunedNames(state.prune)) : '';
}
/** Why the list of previews may be incomplete. */
function listCutWords(prune) {
    const prefix = `"${prune.prefix}"`;
    return prune.listEnd === 'repeated'
        ? `The control plane ignores offset on its deployment list: only its first page of deployments whose names contain ${prefix} was read, so previews beyond it are not pruned.`
        : `More than ${policy/* MAX_LIST_PAGES */.rt * policy/* LIST_PAGE_SIZE */.Lw} deployments contain ${prefix}: only the first ${policy/* MAX_LIST_PAGES */.rt * policy/* LIST_PAGE_SIZE */.Lw} were read, so previews beyond them are not pruned by this run.`;
}
/** GitHub refused to say whether a pull request is closed: the permission the job needs. */
function gitHubRefusedWords(number, status) {
    return `GitHub refused to read pull request #${number} (HTTP ${status}): does the job grant \`pull-requests: read\` to github_token? Nothing more was deleted.`;
}
/** The dry run's plan: each preview that would be deleted, and the request that would. */
function prunePlan(prune, request) {
    const doomed = prune.previews.filter((p) => p.outcome === 'would-prune');
    if (!doomed.length)
        return [`Nothing to prune: no preview named ${prune.prefix}<number> has a closed pull request.`];
    return doomed.map((p) => `Delete ${p.name} (deployment ${p.deploymentId}): pull request #${p.number} is closed: ${request(p.deploymentId)}.`);
}
/** The failure of a prune that could not delete every preview it should have: each, and why. */
function pruneFailedWords(prune) {
    const failed = prune.previews.filter((p) => p.outcome === 'failed');
    return [
        `${failed.length} preview(s) of closed or unknown pull requests could not be pruned; the others were (output pruned). The next run tries them again:`,
        ...failed.map((p) => `  - ${p.name}: ${p.why ?? 'failed'}`),
    ].join('\n');
}
/** What a prune stopped by `timeout` or a cancellation had done: the failure's second sentence. */
function pruneStoppedWords(prune) {
    const pruned = prunedNames(prune);
    const left = prune.previews.filter((p) => p.outcome === 'not-reached').length;
    return `${pruned.length ? `${pruned.length} preview(s) were deleted before it stopped (output pruned)` : 'No preview was deleted'}; ${left} were not reached and are left for the next run.`;
}
/** The job summary of `command: prune`. */
function pruneMarkdown(state) {
    const prune = state.prune;
    const lines = [`## ${headline(state)}`, ''];
    if (state.failure)
        lines.push(...(0,markdown/* quote */.hD)(state.failure.message), '');
    if (prune)
        lines.push(...previewLines(prune));
    if (state.finishedAt !== undefined)
        lines.push('', `<sub>Took ${(0,duration/* formatDuration */.a)(state.finishedAt - state.startedAt)}.</sub>`);
    return `${(0,markdown/* fitSummary */.mW)(lines.join('\n'))}\n`;
}
function headline(state) {
    const prune = state.prune;
    const prefix = prune ? (0,markdown/* code */.aY)(`${prune.prefix}<number>`) : 'previews';
    if (state.failure)
        return `${(0,outcome/* failureIcon */.u)(state.failure)} Prune of ${prefix}: ${(0,markdown/* text */.Qq)(state.failure.title)}`;
    if (!prune)
        return `Prune of ${prefix}`;
    const count = (outcome) => prune.previews.filter((p) => p.outcome === outcome).length;
    if (state.plan)
        return `📝 Dry run: would prune ${count('would-prune')} of ${prune.previews.length} previews ${prefix}`;
    if (!count('pruned'))
        return `ℹ️ Nothing to prune: no preview ${prefix} of ${prune.previews.length} has a closed pull request`;
    return `🧹 Pruned ${count('pruned')} of ${prune.previews.length} previews ${prefix}`;
}
function previewLines(prune) {
    const lines = [];
    // The rows that need a reader first, then those deleted, then the ones kept.
    const order = [
        'failed',
        'unknown',
        'not-reached',
        'pruned',
        'would-prune',
        'gone',
        'open',
    ];
    const rows = [...prune.previews].sort((a, b) => order.indexOf(a.outcome) - order.indexOf(b.outcome));
    const shown = rows.slice(0, policy/* REPORT_LIMITS */.S4.previewsListed);
    if (shown.length)
        lines.push('| Preview | Pull request | Result |', '|---|---|---|', ...shown.map((p) => `| ${(0,markdown/* code */.aY)(p.name)} | ${pullLink(prune, p)} | ${resultCell(p)} |`));
    if (shown.length < rows.length)
        lines.push('', `(${rows.length - shown.length} more previews not listed)`);
    if (prune.others)
        lines.push('', `${prune.others} other deployment(s) whose names contain ${(0,markdown/* code */.aY)(prune.prefix)} are not named ${(0,markdown/* code */.aY)(`${prune.prefix}<number>`)}: never touched.`);
    if (prune.platformPreviews)
        lines.push('', `${prune.platformPreviews} of the platform's own Preview builds (\`is_preview\`) are named so too: not this action's previews, never touched.`);
    if (prune.listEnd !== 'end')
        lines.push('', (0,markdown/* text */.Qq)(listCutWords(prune)));
    return lines;
}
function pullLink(prune, p) {
    return prune.pulls ? (0,markdown/* link */.nf)(`#${p.number}`, `${prune.pulls}${p.number}`) : (0,markdown/* code */.aY)(`#${p.number}`);
}
function resultCell(p) {
    return `${OUTCOMES[p.outcome]}${p.why ? `: ${(0,markdown/* text */.Qq)(p.why.replace(/[\r\n]+/g, ' '))}` : ''}`;
}


/***/ }),

/***/ 9184:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $x: () => (/* binding */ buildsRevision),
/* harmony export */   PG: () => (/* binding */ newRunState),
/* harmony export */   dj: () => (/* binding */ recordDeployment),
/* harmony export */   mW: () => (/* binding */ reportedStatus),
/* harmony export */   rn: () => (/* binding */ GATE_NAMES)
/* harmony export */ });
/* harmony import */ var _status_history_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6738);

/** What each part of the gate is called, in the log and every report. */
const GATE_NAMES = { smoke: 'smoke test', checks: 'agent checks' };
function newRunState(command, now) {
    return {
        command,
        startedAt: now,
        created: false,
        history: new _status_history_js__WEBPACK_IMPORTED_MODULE_0__/* .StatusHistory */ .b(),
        superseded: [],
        rolledBack: false,
        logsUnavailable: [],
        logsNoticed: [],
    };
}
/** Whether the revision this run follows builds an image (a redeploy reuses one): a create or an update. */
function buildsRevision(state) {
    return state.action === 'create' || state.action === 'update';
}
/** The one status the `status` output reports: the revision's, the auth's, or the delete's. */
function reportedStatus(state) {
    return state.revisionStatus ?? state.authStatus ?? state.deleteResult;
}
/** What the run learned about the deployment it acts on. */
function recordDeployment(state, deployment, inputName) {
    state.deploymentId = deployment.id;
    state.deploymentName = deployment.name ?? inputName;
    state.deploymentUrl = deployment.source_config?.custom_url ?? state.deploymentUrl;
    state.tenantId = deployment.tenant_id ?? state.tenantId;
    // What serves, as last read: the end of the run reads it again when it can.
    state.activeRevisionId = deployment.active_revision_id ?? state.activeRevisionId;
}


/***/ }),

/***/ 6738:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ StatusHistory),
/* harmony export */   r: () => (/* binding */ passedUnseenBuild)
/* harmony export */ });
/* harmony import */ var _control_plane_revision_status_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3112);

/**
 * Whether a revision that builds went from `from` to `to` through a build this run did not see:
 * `to` comes after the build and `from` is neither the build nor after it.
 */
function passedUnseenBuild(from, to) {
    const before = (0,_control_plane_revision_status_js__WEBPACK_IMPORTED_MODULE_0__/* .phaseOf */ .hU)(from);
    return before !== 'build' && before !== 'deploy' && (0,_control_plane_revision_status_js__WEBPACK_IMPORTED_MODULE_0__/* .phaseOf */ .hU)(to) === 'deploy';
}
class StatusHistory {
    spans = [];
    reported;
    /**
     * What the control plane said with the status: its `updated_at`. Called by whoever fetches,
     * before `observe` records the status.
     */
    report(status, updatedAt) {
        const at = updatedAt === undefined ? Number.NaN : Date.parse(updatedAt);
        this.reported = Number.isFinite(at) ? { status, at } : undefined;
    }
    /** Records one observation; returns the change when the status differs from the last one. */
    observe(status, at) {
        const reported = this.reported?.status === status ? this.reported.at : undefined;
        this.reported = undefined;
        const last = this.spans.at(-1);
        if (last?.status === status)
            return undefined;
        const span = {
            status,
            since: at,
            ...(reported === undefined ? {} : { serverSince: reported }),
        };
        if (last)
            last.until = at;
        this.spans.push(span);
        if (!last)
            return { status };
        return { status, previous: last.status, previousMs: spanMs(last, span) };
    }
    get current() {
        return this.spans.at(-1);
    }
    /**
     * The timeline as reports show it. `end` closes a status still in progress (a timeout, a
     * cancellation, `wait: false`). With `built`, a revision seen after its build but never in
     * BUILDING gets the row, marked as not seen (the API reports only the current status), and the
     * time of the status before it is said to hold the build too: it ran until the next status
     * seen, and the build came between.
     */
    timeline(end, built, verdictOf) {
        const rows = [];
        const unseen = { status: 'BUILDING', timing: 'unseen' };
        let missed = built && !this.spans.some((s) => s.status === 'BUILDING');
        // Already past the build at the first look: no time of this run's holds it.
        if (missed && this.spans[0] && (0,_control_plane_revision_status_js__WEBPACK_IMPORTED_MODULE_0__/* .phaseOf */ .hU)(this.spans[0].status) === 'deploy') {
            rows.push(unseen);
            missed = false;
        }
        this.spans.forEach((span, i) => {
            const next = this.spans[i + 1];
            if (verdictOf(span.status) === 'ended')
                rows.push({ status: span.status, timing: 'end' });
            else if (!next)
                rows.push(current(span, i, end));
            else {
                const through = missed && passedUnseenBuild(span.status, next.status);
                const server = serverMs(span, next);
                rows.push({
                    status: span.status,
                    ...(server === undefined
                        ? { ms: next.since - span.since, timing: 'observed' }
                        : { ms: server, timing: 'server' }),
                    ...(through ? { with: unseen.status } : {}),
                });
                if (through) {
                    rows.push(unseen);
                    missed = false;
                }
            }
        });
        return rows;
    }
}
/**
 * The status a revision is still in at `end`: in it since the server set it (its `updated_at`,
 * on the server's clock: a status command's one look at a revision building for minutes must
 * not say "6ms so far"), else since this run saw it change — or, when this run's first look
 * already found it, at least since that look.
 */
function current(span, index, end) {
    const seen = Math.max(0, end - span.since);
    if (span.serverSince !== undefined)
        return { status: span.status, ms: Math.max(seen, end - span.serverSince), timing: 'so far' };
    return { status: span.status, ms: seen, timing: index === 0 ? 'since seen' : 'so far' };
}
/** Time from one status to the next: by the server's timestamps when both are known and sane. */
function spanMs(span, next) {
    return serverMs(span, next) ?? next.since - span.since;
}
function serverMs(span, next) {
    if (span.serverSince === undefined || next.serverSince === undefined)
        return undefined;
    const ms = next.serverSince - span.serverSince;
    // Timestamps that go backwards are not to be trusted over what was seen.
    return ms >= 0 ? ms : undefined;
}


/***/ }),

/***/ 5277:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   BF: () => (/* binding */ writeOutputFile),
/* harmony export */   O9: () => (/* binding */ runnerFiles),
/* harmony export */   nz: () => (/* binding */ appendSummaryFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);


/**
 * The runner's file commands in their own format, for the start-up path (invalid inputs), where
 * @actions/core is not loaded (workflow-commands.ts says why): each output as
 * `name<<delimiter`, the value, the delimiter — a delimiter the value does not contain, so it
 * cannot end early. (Not node:crypto: loading it costs start-up ~10 ms, and the delimiter needs
 * only to be absent from the value, which is checked.)
 */
function writeOutputFile(env, outputs) {
    if (!env.GITHUB_OUTPUT)
        return;
    let text = '';
    for (const [name, value] of Object.entries(outputs)) {
        let delimiter;
        do
            delimiter = `ghadelimiter_${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
        while (value.includes(delimiter));
        text += `${name}<<${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}${value}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}${delimiter}${node_os__WEBPACK_IMPORTED_MODULE_1__.EOL}`;
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(env.GITHUB_OUTPUT, text);
}
function appendSummaryFile(env, markdown) {
    if (env.GITHUB_STEP_SUMMARY)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.appendFileSync)(env.GITHUB_STEP_SUMMARY, markdown);
}
/** The files the runner has a step write its results to (outputs, job summary), absolute. */
function runnerFiles(env) {
    return [env.GITHUB_OUTPUT, env.GITHUB_STEP_SUMMARY].filter((path) => !!path);
}


/***/ }),

/***/ 8949:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   KL: () => (/* binding */ redactDeep),
/* harmony export */   eo: () => (/* binding */ secretForms),
/* harmony export */   pO: () => (/* binding */ Redactor)
/* harmony export */ });
/* harmony import */ var _base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(2607);

/** Shorter fragments are never masked: they would blank out ordinary text ("=", "ab"). */
const MIN_MASK_LENGTH = 3;
/**
 * The parts of a secret the runner is told to mask: the value and each of its lines (the runner
 * masks line by line), skipping fragments too short to mask. The same rule on every path — the
 * input-error path and the run.
 */
function maskableParts(value) {
    if (!value)
        return [];
    return [...new Set([value, ...value.split(/\r?\n/)])].filter((part) => part.trim().length >= MIN_MASK_LENGTH);
}
const hex4 = (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
const HTML = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/**
 * How a server may echo a secret back: JSON-escaped inside a string (as JavaScript writes it, as
 * Python's ensure_ascii writes it, as Go writes it with <, > and & escaped too), JSON-escaped
 * twice (a JSON logger logging a JSON body), as Python's repr() writes it, HTML-escaped,
 * URL-encoded (as encodeURIComponent writes it, with every reserved character encoded, with
 * lower-case hex) and form-encoded. Forms equal to the part itself add nothing.
 */
function encodedForms(part) {
    const json = JSON.stringify(part).slice(1, -1);
    const html = part.replace(/[&<>"']/g, (c) => HTML[c]);
    const url = encodeURIComponent(part);
    const full = url.replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    return [
        json,
        JSON.stringify(json).slice(1, -1),
        part.replace(/\\/g, '\\\\').replace(/'/g, "\\'"),
        html,
        html.replace(/&#39;/g, '&#x27;'),
        json.replace(/[^\x20-\x7e]/g, hex4),
        json.replace(/[^\x20-\x7e]|[<>&]/g, hex4),
        url,
        full,
        full.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
        full.replace(/%20/g, '+'),
        ...base64Forms(part),
    ].filter((form) => form !== part);
}
/**
 * A secret and every fixed form the redactor knows it by (encoded, escaped, inside base64):
 * `source: upload` looks for these in the files it archives.
 */
function secretForms(value) {
    return [value, ...encodedForms(value)];
}
/**
 * How a secret reads inside base64 text (a Kubernetes manifest, `echo $KEY | base64`, Basic
 * auth): for each of the three alignments it can start at, the characters that depend on the
 * secret alone — in standard and URL-safe alphabets. Short secrets have no such core worth it.
 */
function base64Forms(part) {
    const bytes = Buffer.from(part, 'utf8');
    const forms = [];
    for (const shift of [0, 1, 2]) {
        const encoded = Buffer.concat([Buffer.alloc(shift), bytes]).toString('base64');
        // The first group mixes in what came before; the last, unless it ends a group, what follows.
        const start = shift === 0 ? 0 : 4;
        const end = (shift + bytes.length) % 3 === 0 ? encoded.length : encoded.length - 4;
        const core = encoded.slice(start, end);
        if (core.length >= BASE64_MIN_CORE)
            forms.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
    }
    return forms;
}
/** The shortest base64 core worth redacting: shorter ones would hit ordinary text. */
const BASE64_MIN_CORE = 8;
/**
 * Defence in depth behind the runner's own masking: every message this action prints or
 * writes passes through here, and known secret values — and their encoded forms — are replaced.
 * The runner only masks what `::add-mask::` registered, and only when the action runs on a runner.
 */
class Redactor {
    values = new Set();
    sorted = [];
    /** The values with interruptions taken out (a multi-line secret's whole), longest first. */
    joinable = [];
    /** Patterns of mixed encodings. */
    mixed = [];
    /** Registers a value (its lines and encoded forms too); returns the parts for `::add-mask::`. */
    add(value) {
        const parts = maskableParts(value);
        for (const part of parts) {
            for (const form of [part, ...encodedForms(part)])
                this.values.add(form);
            const source = mixedPattern(part);
            if (part.length <= MIXED_MAX_LENGTH && !this.mixed.some((m) => m.pattern.source === source))
                this.mixed.push({ length: part.length, pattern: new RegExp(source, 'giu') });
        }
        // Longest first, so a secret containing another is replaced whole.
        this.sorted = [...this.values].sort((a, b) => b.length - a.length);
        this.joinable = [...new Set(this.sorted.map((v) => v.replace(INTERRUPTION, '')))]
            .filter((v) => v.length >= MIN_MASK_LENGTH)
            .sort((a, b) => b.length - a.length);
        this.mixed.sort((a, b) => b.length - a.length);
        return parts;
    }
    /**
     * The text with every registered value (at least `minLength` long) replaced by `***` — also
     * where line breaks, escape sequences or control characters interrupt it.
     */
    apply(text, minLength = 0) {
        let out = text;
        for (const value of this.sorted) {
            if (value.length < minLength)
                break;
            if (out.includes(value))
                out = out.split(value).join('***');
        }
        for (const { length, pattern } of this.mixed) {
            if (length < minLength)
                break;
            out = out.replace(pattern, '***');
        }
        return INTERRUPTED.test(out) ? this.acrossInterruptions(out, minLength) : out;
    }
    /**
     * A secret broken by what a renderer drops or shows as a mere break (`sec\nret` is shown
     * `sec ↵ ret`, base64 is wrapped every 76 characters, a colour code sits inside a word) is
     * found in the text with those taken out, and replaced with them.
     */
    acrossInterruptions(text, minLength) {
        const { joined, origin } = uninterrupted(text);
        const spans = [];
        const found = (start, end) => void spans.push([origin(start), origin(end - 1) + 1]);
        for (const value of this.joinable) {
            if (value.length < minLength)
                break;
            for (let at = joined.indexOf(value); at >= 0; at = joined.indexOf(value, at + value.length))
                found(at, at + value.length);
        }
        for (const { length, pattern } of this.mixed) {
            if (length < minLength)
                break;
            for (const match of joined.matchAll(pattern))
                if (match[0])
                    found(match.index, match.index + match[0].length);
        }
        return replaceSpans(text, spans);
    }
}
/**
 * What a renderer takes out of a line or shows as a mere break or space: terminal escape
 * sequences, line breaks, tabs and the other control characters.
 */
const INTERRUPTION = new RegExp(`${_base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .ANSI */ .mh.source}|[\\t\\n]|${_base_untrusted_js__WEBPACK_IMPORTED_MODULE_0__/* .CONTROL */ .W3.source}`, 'g');
const INTERRUPTED = new RegExp(INTERRUPTION.source);
/** The text with every interruption taken out, and where each of its characters was in the text. */
function uninterrupted(text) {
    const pieces = [];
    // Where each kept piece starts, in the joined text and in the text.
    const starts = [];
    const origins = [];
    let from = 0;
    let length = 0;
    const keep = (to) => {
        if (to <= from)
            return;
        starts.push(length);
        origins.push(from);
        pieces.push(text.slice(from, to));
        length += to - from;
    };
    for (const match of text.matchAll(INTERRUPTION)) {
        keep(match.index);
        from = match.index + match[0].length;
    }
    keep(text.length);
    const origin = (at) => {
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if (starts[mid] <= at)
                low = mid;
            else
                high = mid - 1;
        }
        return origins[low] + at - starts[low];
    };
    return { joined: pieces.join(''), origin };
}
/** The text with each span (start, end), overlapping ones merged, replaced by `***`. */
function replaceSpans(text, spans) {
    if (!spans.length)
        return text;
    spans.sort((a, b) => a[0] - b[0]);
    let out = '';
    let at = 0;
    for (const [start, end] of spans) {
        if (end <= at)
            continue;
        // Overlapping the one before: that `***` now reaches further.
        if (start < at) {
            at = end;
            continue;
        }
        out += `${text.slice(at, start)}***`;
        at = end;
    }
    return out + text.slice(at);
}
/** Longer parts (a certificate's lines) are left to the fixed forms: their pattern would be huge. */
const MIXED_MAX_LENGTH = 512;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const hex = (n, width = 0) => n.toString(16).padStart(width, '0');
/**
 * A pattern for a secret however each of its characters is written — as itself, percent-encoded
 * (either case, `/` kept or not: Python's quote, encodeURI, form encoding with `+`), JSON-escaped
 * (`\/`, `\"`, `\\`, `\u00xx`), or as an HTML entity (named, decimal or hex) — in any mixture,
 * and in any letter case: servers and encoders each pick their own.
 */
function mixedPattern(part) {
    return [...part]
        .map((ch) => {
        const code = ch.codePointAt(0);
        const units = ch.length === 2 ? [ch.charCodeAt(0), ch.charCodeAt(1)] : [code];
        const forms = [
            ch,
            [...Buffer.from(ch, 'utf8')].map((b) => `%${hex(b, 2)}`).join(''),
            units.map((u) => `\\u${hex(u, 4)}`).join(''),
            `&#${code};`,
            `&#x${hex(code)};`,
            ...(ch === ' ' ? ['+'] : []),
            ...('/"\\'.includes(ch) ? [`\\${ch}`] : []),
            ...(Object.hasOwn(HTML, ch) ? [HTML[ch]] : []),
        ];
        return `(?:${[...new Set(forms)].map(escapeRegExp).join('|')})`;
    })
        .join('');
}
/** Deeper than any state the run keeps: a value nested further was built to blow the stack. */
const MAX_DEPTH = 64;
/**
 * A copy of a value with every string in it redacted — objects (class instances keep their
 * prototype), arrays, nested — so what renders it can escape and cut freely afterwards. What is
 * nested more than MAX_DEPTH deep becomes `…`: its strings are never shown unredacted, and no
 * value can make the walk overflow the stack.
 */
function redactDeep(value, redact) {
    const walk = (item, depth) => {
        if (typeof item === 'string')
            return redact(item);
        if (!item || typeof item !== 'object')
            return item;
        if (depth >= MAX_DEPTH)
            return '…';
        if (Array.isArray(item))
            return item.map((x) => walk(x, depth + 1));
        const copy = Object.create(Object.getPrototypeOf(item));
        for (const [key, x] of Object.entries(item))
            copy[key] = walk(x, depth + 1);
        return copy;
    };
    return walk(value, 0);
}


/***/ }),

/***/ 6261:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  L: () => (/* binding */ termination)
});

// EXTERNAL MODULE: ./src/base/policy.ts
var policy = __nccwpck_require__(8531);
// EXTERNAL MODULE: ./src/base/errors.ts
var errors = __nccwpck_require__(4758);
;// CONCATENATED MODULE: ./src/runner/cancellation.ts

/**
 * A cancelled workflow reaches the action as SIGINT, then SIGTERM 7.5 s later, then SIGKILL 2.5 s
 * after that; other CI systems send SIGTERM alone. Either first signal aborts the run, which then
 * writes its outputs and summary at once. After a SIGINT, reporting to GitHub may go on for
 * `graceMs` (the SIGTERM is still far off); a SIGTERM — first or second — means the end is near,
 * so reporting stops at once and the process ends. The handlers stay installed until the process
 * exits, so a later signal can never kill the action halfway through writing.
 */
function abortOnTermination(graceMs) {
    const run = new AbortController();
    const reporting = new AbortController();
    const stop = () => {
        run.abort(new errors/* CancelledError */.cc());
        reporting.abort(new errors/* CancelledError */.cc());
    };
    process.on('SIGINT', () => {
        if (run.signal.aborted)
            return stop();
        run.abort(new errors/* CancelledError */.cc());
        setTimeout(stop, graceMs).unref();
    });
    process.on('SIGTERM', stop);
    return { signal: run.signal, reporting: reporting.signal };
}

;// CONCATENATED MODULE: ./src/runner/termination.ts


/**
 * The process's cancellation signals, listened for as soon as this module is evaluated: the
 * entry imports it first, so SIGINT/SIGTERM are handled before the rest of the bundle loads.
 */
const termination = abortOnTermination(policy/* CANCEL_GRACE_MS */.RI);


/***/ }),

/***/ 1520:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ addMaskCommand),
/* harmony export */   iZ: () => (/* binding */ errorCommand)
/* harmony export */ });
/* unused harmony export workflowCommand */
/**
 * Workflow commands in the runner's own format (`::name key=value::message`). The start-up path
 * writes the few it needs to stdout itself: @actions/core is loaded only once the inputs are
 * valid, because importing it costs ~80 ms (it pulls in an HTTP client for OIDC).
 */
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
function workflowCommand(name, message, properties = {}) {
    const props = Object.entries(properties)
        .map(([key, value]) => `${key}=${escapeProperty(value)}`)
        .join(',');
    return `::${name}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}
function addMaskCommand(value) {
    return workflowCommand('add-mask', value);
}
function errorCommand(message, title) {
    return workflowCommand('error', message, title ? { title } : {});
}


/***/ }),

/***/ 2711:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   EC: () => (/* binding */ CheckFailed),
/* harmony export */   cR: () => (/* binding */ smokeFailure),
/* harmony export */   cy: () => (/* binding */ failedBeforeChecks),
/* harmony export */   dD: () => (/* binding */ failedCount),
/* harmony export */   tn: () => (/* binding */ CheckInconclusive)
/* harmony export */ });
/* unused harmony export SmokeTestFailed */
/* harmony import */ var _base_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4758);

/** What failed in a smoke test, in words: why no check ran, or the failed checks, one per line. */
function smokeFailure(report) {
    if (report.detail)
        return report.detail;
    const failed = report.checks.filter((c) => c.result === 'failed');
    return `${failedCount(report)}:\n${failed.map((c) => `  - ${c.name}: ${c.detail}`).join('\n')}`;
}
/** "1 of 3 checks failed" */
function failedCount(report) {
    return `${report.checks.filter((c) => c.result === 'failed').length} of ${report.checks.length} checks failed`;
}
/** A check that ran and found something wrong. */
class CheckFailed extends Error {
    observed;
    constructor(detail, observed = {}) {
        super(detail);
        this.observed = observed;
    }
}
/** A check that could not set up what it tests; says why. */
class CheckInconclusive extends CheckFailed {
}
/** The report of a smoke test that failed before any check ran (no URL, no answer, …). */
function failedBeforeChecks(url, assistantId, detail, blame = 'setup') {
    return {
        result: 'failed',
        url,
        assistant_id: assistantId,
        duration_ms: 0,
        ready_after_ms: 0,
        checks: [],
        detail,
        blame,
    };
}
/** A smoke test that ran (or could not start) and did not pass: its report says why. */
class SmokeTestFailed extends _base_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ActionError */ .lZ {
    report;
    constructor(options) {
        super(options);
        this.report = options.report;
    }
}


/***/ }),

/***/ 2061:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ parseDuration),
/* harmony export */   a: () => (/* binding */ formatDuration)
/* harmony export */ });
/**
 * Durations as users write them in workflow YAML: a plain number is seconds (`90`, `2.5`),
 * or one or more `<number><unit>` parts with units ms, s, m, h (`500ms`, `90s`, `15m`, `1h30m`).
 */
const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
const PART = /(\d+(?:\.\d+)?)(ms|s|m|h)/gy;
/** Milliseconds, or undefined when the text is not a duration. */
function parseDuration(text) {
    const value = text.trim().toLowerCase();
    if (/^\d+(?:\.\d+)?$/.test(value))
        return Math.round(Number(value) * 1_000);
    if (value === '')
        return undefined;
    PART.lastIndex = 0;
    let total = 0;
    let consumed = 0;
    for (let match = PART.exec(value); match; match = PART.exec(value)) {
        total += Number(match[1]) * UNIT_MS[match[2]];
        consumed = PART.lastIndex;
    }
    return consumed === value.length ? Math.round(total) : undefined;
}
/** Short human form for logs and summaries: `850ms`, `42s`, `3m 05s`, `1h 02m`. */
function formatDuration(ms) {
    if (ms < 1_000)
        return `${Math.max(0, Math.round(ms))}ms`;
    const seconds = Math.round(ms / 1_000);
    if (seconds < 60)
        return `${seconds}s`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60)
        return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
    return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 1553:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns/promises");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 6466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 8500:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 8877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 714:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 8700:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const parse = __nccwpck_require__(4028)
const { types } = __nccwpck_require__(4028)

/**
 * @param {*} node
 * @param {object} opts
 * @param {number} opts.reps - The number of repetitions encountered
 * @param {number} opts.limit - The maximum number of repetitions allowed
 * @param {number} starHeight - The current height of the star in the regex tree
 * @returns {boolean}
 */
function walk (node, opts, starHeight) {
  let i
  let ok
  let len

  if (node.type === types.REPETITION) {
    starHeight++
    opts.reps++
    if (starHeight > 1) return false
    if (opts.reps > opts.limit) return false
  }

  const options = node.options || node.value?.options
  if (options) {
    for (i = 0, len = options.length; i < len; i++) {
      ok = walk({ stack: options[i] }, opts, starHeight)
      if (!ok) return false
    }
  }
  const stack = node.stack || node.value?.stack
  if (!stack) return true

  for (i = 0, len = stack.length; i < len; i++) {
    ok = walk(stack[i], opts, starHeight)
    if (!ok) return false
  }

  return true
}

/**
 * @param {string|RegExp} re - The regular expression to check, can be a string or RegExp object
 * @param {object} [options]
 * @param {number} [options.limit=25] - The maximum number of repetitions allowed
 * @returns {boolean} - Returns true if the regex is safe, false if it is unsafe or invalid
 */
function safeRegex (re, options) {
  const opts = {
    reps: 0,
    limit: options?.limit ?? 25
  }

  if (isRegExp(re)) re = re.source
  else if (typeof re !== 'string') re = String(re)

  try {
    return walk(parse(re), opts, 0)
  } catch {
    return false
  }
}

/**
 * @param {*} x
 * @returns {x is RegExp}
 */
function isRegExp (x) {
  return Object.prototype.toString.call(x) === '[object RegExp]'
}

module.exports = safeRegex
module.exports["default"] = safeRegex
module.exports.safeRegex = safeRegex


/***/ }),

/***/ 8816:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  YOg: () => (/* binding */ array),
  zMY: () => (/* binding */ schemas_boolean),
  k5n: () => (/* binding */ schemas_enum),
  _H3: () => (/* binding */ looseObject),
  aig: () => (/* binding */ schemas_number),
  Ikc: () => (/* binding */ object),
  YjP: () => (/* binding */ schemas_string),
  KCZ: () => (/* binding */ union),
  L5J: () => (/* binding */ unknown)
});

// UNUSED EXPORTS: ZodAny, ZodArray, ZodBase64, ZodBase64URL, ZodBigInt, ZodBigIntFormat, ZodBoolean, ZodCIDRv4, ZodCIDRv6, ZodCUID, ZodCUID2, ZodCatch, ZodCodec, ZodCreditCard, ZodCustom, ZodCustomStringFormat, ZodDate, ZodDefault, ZodDiscriminatedUnion, ZodE164, ZodEmail, ZodEmoji, ZodEnum, ZodExactOptional, ZodFile, ZodFunction, ZodGUID, ZodIBAN, ZodIPv4, ZodIPv6, ZodISODate, ZodISODateTime, ZodISODuration, ZodISOTime, ZodInstanceOf, ZodIntersection, ZodJWT, ZodKSUID, ZodLazy, ZodLiteral, ZodMAC, ZodMap, ZodNaN, ZodNanoID, ZodNever, ZodNonOptional, ZodNull, ZodNullable, ZodNumber, ZodNumberFormat, ZodObject, ZodOptional, ZodPipe, ZodPrefault, ZodPreprocess, ZodPromise, ZodReadonly, ZodRecord, ZodSet, ZodString, ZodStringFormat, ZodSuccess, ZodSymbol, ZodTemplateLiteral, ZodTransform, ZodTuple, ZodType, ZodULID, ZodURL, ZodUUID, ZodUndefined, ZodUnion, ZodUnknown, ZodVoid, ZodXID, ZodXor, _ZodString, _default, _function, any, base64, base64url, bigint, catch, check, cidrv4, cidrv6, codec, creditCard, cuid, cuid2, currencyCode, custom, date, describe, discriminatedUnion, e164, email, emoji, exactOptional, file, float32, float64, function, guid, hash, hex, hostname, httpUrl, iban, instanceof, int, int32, int64, intersection, invertCodec, ipv4, ipv6, json, jwt, keyof, ksuid, lazy, literal, looseRecord, mac, map, meta, nan, nanoid, nativeEnum, never, nonoptional, null, nullable, nullish, optional, partialRecord, pipe, prefault, preprocess, promise, readonly, record, refine, set, strictObject, stringFormat, stringbool, success, superRefine, symbol, templateLiteral, transform, tuple, uint32, uint64, ulid, undefined, url, uuid, uuidv4, uuidv6, uuidv7, void, xid, xor

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/util.js

// functions
function assertEqual(val) {
    return val;
}
function assertNotEqual(val) {
    return val;
}
function toZod() {
    return (schema) => schema;
}
function assertIs(_arg) { }
function assertNever(_x) {
    throw new Error("Unexpected value in exhaustive check");
}
function assert(_) { }
function getEnumValues(entries) {
    const numericValues = Object.values(entries).filter((v) => typeof v === "number");
    const values = Object.entries(entries)
        .filter(([k, _]) => numericValues.indexOf(+k) === -1)
        .map(([_, v]) => v);
    return values;
}
function joinValues(array, separator = "|") {
    return array.map((val) => stringifyPrimitive(val)).join(separator);
}
function jsonStringifyReplacer(_, value) {
    if (typeof value === "bigint")
        return value.toString();
    return value;
}
// the accessor lives on a shared prototype: an own accessor makes every box a dictionary-mode object (~360 B and a slow load per read against ~100 B and an inlined getter here)
class Cached {
    constructor(getter) {
        this._getter = getter;
        this._value = undefined;
    }
    get value() {
        const getter = this._getter;
        if (getter !== undefined) {
            this._value = getter();
            this._getter = undefined;
        }
        return this._value;
    }
}
function cached(getter) {
    return new Cached(getter);
}
function nullish(input) {
    return input === null || input === undefined;
}
function cleanRegex(source) {
    const start = source.startsWith("^") ? 1 : 0;
    const end = source.endsWith("$") ? source.length - 1 : source.length;
    return source.slice(start, end);
}
function floatSafeRemainder(val, step) {
    const ratio = val / step;
    const roundedRatio = Math.round(ratio);
    // `val` and `step` each round to a double before the division rounds again, so a true decimal multiple's quotient can sit up to 1.5 of these scaled epsilons from the integer. A 1x tolerance therefore rejected 2.03 as a multiple of 0.07; 4x covers the worst case with margin.
    const tolerance = 4 * Number.EPSILON * Math.max(Math.abs(ratio), 1);
    if (Math.abs(ratio - roundedRatio) < tolerance)
        return 0;
    return ratio - roundedRatio;
}
const EVALUATING = /* @__PURE__*/ (/* unused pure expression or super */ null && (Symbol("evaluating")));
function defineLazy(object, key, getter) {
    let value = undefined;
    Object.defineProperty(object, key, {
        get() {
            if (value === EVALUATING) {
                // Circular reference detected, return undefined to break the cycle
                return undefined;
            }
            if (value === undefined) {
                value = EVALUATING;
                value = getter();
            }
            return value;
        },
        set(v) {
            Object.defineProperty(object, key, {
                value: v,
                // configurable: true,
            });
            // object[key] = v;
        },
        configurable: true,
    });
}
function objectClone(obj) {
    return Object.create(Object.getPrototypeOf(obj), Object.getOwnPropertyDescriptors(obj));
}
function util_assignProp(target, prop, value) {
    Object.defineProperty(target, prop, {
        value,
        writable: true,
        enumerable: true,
        configurable: true,
    });
}
/**
 * Whichever object a def's `shape` currently answers from: the one the caller passed until the first read, the frozen copy after it.
 *
 * Its keys and descriptors read without invoking anything, which is what lets a discriminated union check its discriminator, and the cycle walk read a shape, without resolving a getter that references the schema being constructed. A def that answers `shape` from an accessor of its own has none.
 */
function rawShape(def) {
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    return desc?.get ? desc.get.raw : desc?.value;
}
// where a builder reads its source's keys and descriptors, resolving only a shape a def answers for itself. A shape resolves by object spread, so only its enumerable keys are ever part of it.
function sourceShape(schema) {
    return rawShape(schema._zod.def) ?? schema._zod.def.shape;
}
// a key whose value is not settled yet, self-caching so every read after the first gets the same one
function deferProp(target, key, getter) {
    Object.defineProperty(target, key, {
        get() {
            const value = getter();
            util_assignProp(this, key, value);
            return value;
        },
        enumerable: true,
        configurable: true,
    });
}
// Writes a settled key. A plain assignment is much cheaper than `defineProperty` and produces the same descriptor, but it runs whatever setter already answers to the key — an accessor this shape deferred, or an inherited one, which `__proto__` has on every object and prototype pollution can add for any name.
function putProp(target, key, value) {
    if (key in target)
        util_assignProp(target, key, value);
    else
        target[key] = value;
}
/**
 * Copies `keys` of `source`'s shape onto `target`, each value passed through `wrap`.
 *
 * A key the source has resolved is copied through now, so the derived shape states it outright and nothing has to resolve it to learn what it holds. A key the source still defers stays deferred, and reads back through the source's own `shape`, so it resolves once and both shapes get that one schema.
 */
function mirrorShape(target, source, keys, wrap) {
    const raw = sourceShape(source);
    for (const key of keys) {
        const desc = Object.getOwnPropertyDescriptor(raw, key);
        if (!desc.enumerable)
            continue;
        if (desc.get) {
            deferProp(target, key, () => {
                const value = source._zod.def.shape[key];
                return wrap ? wrap(value, key) : value;
            });
        }
        else
            putProp(target, key, wrap ? wrap(desc.value, key) : desc.value);
    }
}
// same, for a plain shape a caller passed rather than a schema's
function mirrorProps(target, source) {
    for (const key of Reflect.ownKeys(source)) {
        const desc = Object.getOwnPropertyDescriptor(source, key);
        if (!desc.enumerable)
            continue;
        if (desc.get)
            deferProp(target, key, () => source[key]);
        else
            putProp(target, key, desc.value);
    }
}
function mergeDefs(...defs) {
    const mergedDescriptors = {};
    for (const def of defs) {
        const descriptors = Object.getOwnPropertyDescriptors(def);
        Object.assign(mergedDescriptors, descriptors);
    }
    return Object.defineProperties({}, mergedDescriptors);
}
function cloneDef(schema) {
    return mergeDefs(schema._zod.def);
}
function getElementAtPath(obj, path) {
    if (!path)
        return obj;
    return path.reduce((acc, key) => acc?.[key], obj);
}
function promiseAllObject(promisesObj) {
    const keys = Object.keys(promisesObj);
    const promises = keys.map((key) => promisesObj[key]);
    return Promise.all(promises).then((results) => {
        const resolvedObj = {};
        for (let i = 0; i < keys.length; i++) {
            resolvedObj[keys[i]] = results[i];
        }
        return resolvedObj;
    });
}
function randomString(length = 10) {
    const chars = "abcdefghijklmnopqrstuvwxyz";
    let str = "";
    for (let i = 0; i < length; i++) {
        str += chars[Math.floor(Math.random() * chars.length)];
    }
    return str;
}
function esc(str) {
    return JSON.stringify(str);
}
function slugify(input) {
    return input
        .toLowerCase()
        .trim()
        .replace(/[^\w\s-]/g, "")
        .replace(/[\s_-]+/g, "-")
        .replace(/^-+|-+$/g, "");
}
const captureStackTrace = ("captureStackTrace" in Error ? Error.captureStackTrace : (..._args) => { });
function util_isObject(data) {
    return typeof data === "object" && data !== null && !Array.isArray(data);
}
const util_allowsEval = /* @__PURE__*/ cached(() => {
    // Skip the probe under `jitless`: strict CSPs report the caught `new Function` as a `securitypolicyviolation` even though the throw is swallowed.
    if (globalConfig.jitless) {
        return false;
    }
    // @ts-ignore
    if (typeof navigator !== "undefined" && navigator?.userAgent?.includes("Cloudflare")) {
        return false;
    }
    try {
        const F = Function;
        new F("");
        return true;
    }
    catch (_) {
        return false;
    }
});
function isPlainObject(o) {
    if (util_isObject(o) === false)
        return false;
    // modified constructor
    const ctor = o.constructor;
    if (ctor === undefined)
        return true;
    if (typeof ctor !== "function")
        return true;
    // modified prototype
    const prot = ctor.prototype;
    if (util_isObject(prot) === false)
        return false;
    // ctor doesn't have static `isPrototypeOf`
    if (Object.prototype.hasOwnProperty.call(prot, "isPrototypeOf") === false) {
        return false;
    }
    return true;
}
function shallowClone(o) {
    if (isPlainObject(o))
        return { ...o };
    if (Array.isArray(o))
        return [...o];
    if (o instanceof Map)
        return new Map(o);
    if (o instanceof Set)
        return new Set(o);
    return o;
}
function numKeys(data) {
    let keyCount = 0;
    for (const key in data) {
        if (Object.prototype.hasOwnProperty.call(data, key)) {
            keyCount++;
        }
    }
    return keyCount;
}
const getParsedType = (data) => {
    const t = typeof data;
    switch (t) {
        case "undefined":
            return "undefined";
        case "string":
            return "string";
        case "number":
            return Number.isNaN(data) ? "nan" : "number";
        case "boolean":
            return "boolean";
        case "function":
            return "function";
        case "bigint":
            return "bigint";
        case "symbol":
            return "symbol";
        case "object":
            if (Array.isArray(data)) {
                return "array";
            }
            if (data === null) {
                return "null";
            }
            if (data.then && typeof data.then === "function" && data.catch && typeof data.catch === "function") {
                return "promise";
            }
            if (typeof Map !== "undefined" && data instanceof Map) {
                return "map";
            }
            if (typeof Set !== "undefined" && data instanceof Set) {
                return "set";
            }
            if (typeof Date !== "undefined" && data instanceof Date) {
                return "date";
            }
            // @ts-ignore
            if (typeof File !== "undefined" && data instanceof File) {
                return "file";
            }
            return "object";
        default:
            throw new Error(`Unknown data type: ${t}`);
    }
};
const propertyKeyTypes = /* @__PURE__*/ new Set(["string", "number", "symbol"]);
const primitiveTypes = /* @__PURE__*/ new Set([
    "string",
    "number",
    "bigint",
    "boolean",
    "symbol",
    "undefined",
]);
function escapeRegex(str) {
    return str.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
// zod-specific utils
function clone(inst, def, params) {
    const cl = new inst._zod.constr(def ?? inst._zod.def);
    if (!def || params?.parent)
        cl._zod.parent = inst;
    return cl;
}
function normalizeParams(_params) {
    const params = _params;
    if (!params)
        return {};
    if (typeof params === "string")
        return { error: () => params };
    if (params?.message !== undefined) {
        if (params?.error !== undefined)
            throw new Error("Cannot specify both `message` and `error` params");
        params.error = params.message;
    }
    delete params.message;
    if (typeof params.error === "string")
        return { ...params, error: () => params.error };
    return params;
}
function createTransparentProxy(getter) {
    let target;
    return new Proxy({}, {
        get(_, prop, receiver) {
            target ?? (target = getter());
            return Reflect.get(target, prop, receiver);
        },
        set(_, prop, value, receiver) {
            target ?? (target = getter());
            return Reflect.set(target, prop, value, receiver);
        },
        has(_, prop) {
            target ?? (target = getter());
            return Reflect.has(target, prop);
        },
        deleteProperty(_, prop) {
            target ?? (target = getter());
            return Reflect.deleteProperty(target, prop);
        },
        ownKeys(_) {
            target ?? (target = getter());
            return Reflect.ownKeys(target);
        },
        getOwnPropertyDescriptor(_, prop) {
            target ?? (target = getter());
            return Reflect.getOwnPropertyDescriptor(target, prop);
        },
        defineProperty(_, prop, descriptor) {
            target ?? (target = getter());
            return Reflect.defineProperty(target, prop, descriptor);
        },
    });
}
function stringifyPrimitive(value) {
    if (typeof value === "bigint")
        return value.toString() + "n";
    if (typeof value === "string")
        return `"${value}"`;
    return `${value}`;
}
function optionalKeys(shape) {
    return Object.keys(shape).filter((k) => {
        return shape[k]._zod.optin !== undefined && shape[k]._zod.optout === "optional";
    });
}
// Wrapped in a `@__PURE__` IIFE: esbuild never tree-shakes a top-level initializer that contains a member access on `Number`, so the bare object literal survived into every bundle.
const NUMBER_FORMAT_RANGES = /*@__PURE__*/ (() => ({
    safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    int32: [-2147483648, 2147483647],
    uint32: [0, 4294967295],
    float32: [-3.4028234663852886e38, 3.4028234663852886e38],
    float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
}))();
const BIGINT_FORMAT_RANGES = {
    int64: [/* @__PURE__*/ BigInt("-9223372036854775808"), /* @__PURE__*/ BigInt("9223372036854775807")],
    uint64: [/* @__PURE__*/ BigInt(0), /* @__PURE__*/ BigInt("18446744073709551615")],
};
function pick(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".pick() cannot be used on object schemas containing refinements");
    }
    const newShape = {};
    mirrorShape(newShape, schema, maskedKeys(schema, mask));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
// the mask keys that select something, checked against the source's shape without resolving it
function maskedKeys(schema, mask) {
    const raw = sourceShape(schema);
    const keys = [];
    // `for...in` skips symbols, so a symbol in the mask would select nothing
    for (const key of Reflect.ownKeys(mask)) {
        if (!Object.getOwnPropertyDescriptor(raw, key)?.enumerable) {
            throw new Error(`Unrecognized key: "${String(key)}"`);
        }
        if (mask[key])
            keys.push(key);
    }
    return keys;
}
function omit(schema, mask) {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(".omit() cannot be used on object schemas containing refinements");
    }
    const omitted = new Set(maskedKeys(schema, mask));
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)).filter((key) => !omitted.has(key)));
    return clone(schema, mergeDefs(currDef, { shape: newShape, checks: [] }));
}
function extend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to extend: expected a plain object");
    }
    const checks = schema._zod.def.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        // Only throw if new shape overlaps with existing shape. Use getOwnPropertyDescriptor to check key existence without accessing values
        const existingShape = sourceShape(schema);
        for (const key of Reflect.ownKeys(shape)) {
            if (Object.getOwnPropertyDescriptor(existingShape, key) !== undefined) {
                throw new Error("Cannot overwrite keys on object schemas containing refinements. Use `.safeExtend()` instead.");
            }
        }
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
// the source's keys, then the caller's overlaid on top
function extended(schema, shape) {
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)));
    mirrorProps(newShape, shape);
    return newShape;
}
function safeExtend(schema, shape) {
    if (!isPlainObject(shape)) {
        throw new Error("Invalid input to safeExtend: expected a plain object");
    }
    return clone(schema, mergeDefs(schema._zod.def, { shape: extended(schema, shape) }));
}
function merge(a, b) {
    if (!b?._zod?.def) {
        throw new Error("Invalid input to merge: expected an object schema. To merge a plain shape, use `.extend()`.");
    }
    if (a._zod.def.checks?.length) {
        throw new Error(".merge() cannot be used on object schemas containing refinements. Use .safeExtend() instead.");
    }
    const newShape = {};
    mirrorShape(newShape, a, Reflect.ownKeys(sourceShape(a)));
    mirrorShape(newShape, b, Reflect.ownKeys(sourceShape(b)));
    const def = mergeDefs(a._zod.def, {
        shape: newShape,
        get catchall() {
            return b._zod.def.catchall;
        },
        checks: b._zod.def.checks ?? [],
    });
    return clone(a, def);
}
function partial(Class, schema, mask, name = "partial") {
    const currDef = schema._zod.def;
    const checks = currDef.checks;
    const hasChecks = checks && checks.length > 0;
    if (hasChecks) {
        throw new Error(`.${name}() cannot be used on object schemas containing refinements`);
    }
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), Class &&
        ((value, key) => (selected && !selected.has(key) ? value : new Class({ type: "optional", innerType: value }))));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape, checks: [] }));
}
function required(Class, schema, mask) {
    const selected = mask ? new Set(maskedKeys(schema, mask)) : undefined;
    const newShape = {};
    mirrorShape(newShape, schema, Reflect.ownKeys(sourceShape(schema)), (value, key) => 
    // overwrite with non-optional
    selected && !selected.has(key) ? value : new Class({ type: "nonoptional", innerType: value }));
    return clone(schema, mergeDefs(schema._zod.def, { shape: newShape }));
}
// invalid_type | too_big | too_small | invalid_format | not_multiple_of | unrecognized_keys | invalid_union | invalid_key | invalid_element | invalid_value | custom
function aborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue !== true) {
            return true;
        }
    }
    return false;
}
// Checks for explicit abort (continue === false), as opposed to implicit abort (continue === undefined). Used to respect `abort: true` in .refine() even for checks that have a `when` function.
function explicitlyAborted(x, startIndex = 0) {
    if (x.aborted === true)
        return true;
    for (let i = startIndex; i < x.issues.length; i++) {
        if (x.issues[i]?.continue === false) {
            return true;
        }
    }
    return false;
}
function prefixIssues(path, issues) {
    return issues.map((iss) => {
        var _a;
        (_a = iss).path ?? (_a.path = []);
        iss.path.unshift(path);
        return iss;
    });
}
function unwrapMessage(message) {
    return typeof message === "string" ? message : message?.message;
}
/* A check holds no link back to the schema it is attached to — the same check instance is shared by every clone of that schema — so the owner is stamped onto the issues a check just raised, at the only point where both are in scope. Runs on the failure path only; `start` is the issue count from before the check ran. */
/** The leading size checks of `defChecks` that set an upper bound, each paired with it. */
function sizeCaps(defChecks) {
    const caps = [];
    for (const ch of defChecks ?? []) {
        const d = ch._zod.def;
        // a later check may rewrite the value
        if (!/_(length|size)$|_equals$/.test(d.check))
            break;
        const max = d.maximum ?? d.length ?? d.size;
        if (max >= 0)
            caps.push([max, ch]);
    }
    return caps;
}
function attachSchema(issues, start, inst) {
    var _a;
    for (let i = start; i < issues.length; i++) {
        (_a = issues[i]).schema ?? (_a.schema = inst);
    }
}
function finalizeIssue(iss, ctx, config) {
    var _a;
    // A schema that raised an issue itself owns it outright, and outranks any stamp an enclosing check left in `attachSchema`. String formats and z.custom() are schema and check at once, so when they act as a check they defer to that stamp instead.
    const traits = iss.inst?._zod?.traits;
    if (traits?.has("$ZodType")) {
        if (traits.has("$ZodCheck"))
            (_a = iss).schema ?? (_a.schema = iss.inst);
        else
            iss.schema = iss.inst;
    }
    // Decreasing specificity, first map to return a message wins. `inst` is whatever raised the issue, so a check's own map outranks the owning schema's.
    const schemaError = iss.schema !== iss.inst ? iss.schema?._zod.def?.error : undefined;
    const message = iss.message
        ? iss.message
        : (unwrapMessage(iss.inst?._zod.def?.error?.(iss)) ??
            unwrapMessage(schemaError?.(iss)) ??
            unwrapMessage(ctx?.error?.(iss)) ??
            unwrapMessage(config.customError?.(iss)) ??
            unwrapMessage(config.localeError?.(iss)) ??
            "Invalid input");
    // an explicit own-key copy beats object rest with excluded keys, which v8 routes through a generic runtime call; Object.keys rather than for-in so an issue pushed with a prototype does not leak inherited keys, and an own __proto__ key is dropped rather than assigned through the setter
    const full = {};
    for (const k of Object.keys(iss)) {
        if (k === "inst" || k === "schema" || k === "continue" || k === "input" || k === "__proto__")
            continue;
        full[k] = iss[k];
    }
    full.path ?? (full.path = []);
    full.message = message;
    if (ctx?.reportInput) {
        full.input = iss.input;
    }
    return full;
}
function getSizableOrigin(input) {
    if (input instanceof Set)
        return "set";
    if (input instanceof Map)
        return "map";
    // @ts-ignore
    if (input instanceof File)
        return "file";
    return "unknown";
}
const highSurrogate = /[\uD800-\uDBFF]/;
// Code points in `str`: a surrogate pair counts once, a lone surrogate as itself. Hand-rolled because the string iterator allocates and runs ~250x slower on this path; the regex probe exits ~50x quicker for a string with no astral characters.
function codePointLength(str) {
    const units = str.length;
    if (!highSurrogate.test(str))
        return units;
    let count = units;
    for (let i = 0; i < units - 1; i++) {
        if ((str.charCodeAt(i) & 0xfc00) === 0xd800 && (str.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
            count--;
            i++;
        }
    }
    return count;
}
function getLengthableOrigin(input) {
    if (Array.isArray(input))
        return "array";
    if (typeof input === "string")
        return "string";
    return "unknown";
}
function parsedType(data) {
    const t = typeof data;
    switch (t) {
        case "number": {
            return Number.isNaN(data) ? "nan" : "number";
        }
        case "object": {
            if (data === null) {
                return "null";
            }
            if (Array.isArray(data)) {
                return "array";
            }
            const obj = data;
            if (obj && Object.getPrototypeOf(obj) !== Object.prototype && "constructor" in obj && obj.constructor) {
                return obj.constructor.name;
            }
        }
    }
    return t;
}
function util_issue(...args) {
    const [iss, input, inst] = args;
    if (typeof iss === "string") {
        return {
            message: iss,
            code: "custom",
            input,
            inst,
        };
    }
    return { ...iss };
}
function cleanEnum(obj) {
    return Object.entries(obj)
        .filter(([k, _]) => {
        // return true if NaN, meaning it's not a number, thus a string key
        return Number.isNaN(Number.parseInt(k, 10));
    })
        .map((el) => el[1]);
}
// Codec utility functions
function base64ToUint8Array(base64) {
    const binaryString = atob(base64);
    const bytes = new Uint8Array(binaryString.length);
    for (let i = 0; i < binaryString.length; i++) {
        bytes[i] = binaryString.charCodeAt(i);
    }
    return bytes;
}
function uint8ArrayToBase64(bytes) {
    let binaryString = "";
    for (let i = 0; i < bytes.length; i++) {
        binaryString += String.fromCharCode(bytes[i]);
    }
    return btoa(binaryString);
}
function base64urlToUint8Array(base64url) {
    const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
    const padding = "=".repeat((4 - (base64.length % 4)) % 4);
    return base64ToUint8Array(base64 + padding);
}
function uint8ArrayToBase64url(bytes) {
    return uint8ArrayToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
}
function hexToUint8Array(hex) {
    const cleanHex = hex.replace(/^0x/, "");
    if (cleanHex.length % 2 !== 0) {
        throw new Error("Invalid hex string length");
    }
    const bytes = new Uint8Array(cleanHex.length / 2);
    for (let i = 0; i < cleanHex.length; i += 2) {
        bytes[i / 2] = Number.parseInt(cleanHex.slice(i, i + 2), 16);
    }
    return bytes;
}
function uint8ArrayToHex(bytes) {
    return Array.from(bytes)
        .map((b) => b.toString(16).padStart(2, "0"))
        .join("");
}
// instanceof
class Class {
    constructor(..._args) { }
}
//////////    PROTOTYPE INSTALLERS     //////////
//
// Members live on the prototype and materialize per instance on first read, which keeps own-property count under the step where V8 stops using inline slots. Changing anything here means re-measuring runtime, memory and bundle size together — see "The three axes" in AGENTS.md.
/**
 * Installs a trait's members on its prototype. Each value builds that member for the instance on first read; the built value shadows the accessor as an own property, so a detached `const { parse } = schema` keeps working.
 *
 * Call this from a `proto` initializer, which runs once per prototype — never per instance.
 */
function members(proto, table) {
    for (const key in table) {
        const desc = Object.getOwnPropertyDescriptor(table, key);
        // a getter installs as written, so it stays live: `description` reads through to the registry on every access. not enumerable: an object literal's is, and a prototype member never was
        if (desc.get)
            Object.defineProperty(proto, key, { ...desc, enumerable: false });
        // a method materializes bound on first read, which is what keeps a detached member working: `const opt = schema.optional; opt()`
        else
            defineBound(proto, key, desc.value);
    }
}
/** Shadows a prototype member with an own value, so a getter that builds from the instance runs once. */
function own(inst, key, value, enumerable = true) {
    Object.defineProperty(inst, key, { configurable: true, writable: true, enumerable, value });
    return value;
}
/** Like {@link own}, for a member that was never an own data property and has to stay out of `Object.keys`. */
function hide(inst, key, value) {
    return own(inst, key, value, false);
}
/** Adds members a table derives from the instance: each builds on first read and shadows as own data, and assignment shadows the same way, as when these were own properties. */
function derived(computes, table) {
    for (const key in computes) {
        const compute = computes[key];
        // an object literal's accessor is configurable and enumerable, and `members` copies the descriptor as written
        Object.defineProperty(table, key, {
            configurable: true,
            enumerable: true,
            get() {
                return own(this, key, compute(this));
            },
            set(value) {
                own(this, key, value);
            },
        });
    }
    return table;
}
function defineBound(proto, key, fn) {
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // vitest's spyOn calls a prototype getter bare to find the function it wraps, so a nullish receiver answers the raw method
            return this == null ? fn : own(this, key, fn.bind(this));
        },
        set(value) {
            own(this, key, value);
        },
    });
}
/** Returns the prototype to install on, or `undefined` if this group is already installed on it. */
function claim(inst, sentinel) {
    const proto = Object.getPrototypeOf(inst);
    // Runs on every construction, so `in` rather than the costlier `hasOwnProperty.call`. Sentinels are keys the group itself defines.
    return sentinel in proto ? undefined : proto;
}
// The internals whose init chain is installing. A second call for the same one is a derived constructor overriding its base, so it must not construct another schema in between or the override is dropped.
let installing;
// Set while a getter is running, so a value that resolved through a recursion break is not memoized. One shared descriptor shadows the key for the duration, which costs no per-key allocation.
let broke = false;
const breaker = {
    configurable: true,
    get() {
        broke = true;
        return undefined;
    },
};
/**
 * Installs a lazily-derived internal on the `_zod` prototype of `inst`'s
 * constructor, computed from the internals object itself and cached there on
 * first read. One accessor per constructor rather than one per instance.
 */
function defineLazyInternal(inst, key, compute) {
    const proto = Object.getPrototypeOf(inst._zod);
    if (key in proto && installing !== inst._zod) {
        // A repeat construction: everything is installed already. Cleared here so the reference is not held past the first construction of every type.
        installing = undefined;
        return;
    }
    installing = inst._zod;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing so a re-entrant read from a recursive schema resolves to undefined instead of running the getter again.
            Object.defineProperty(this, key, breaker);
            const outer = broke;
            broke = false;
            try {
                const value = compute(this);
                // A result that resolved through a recursion break is recomputed once the graph is complete; everything else memoizes, undefined included.
                if (broke)
                    delete this[key];
                else
                    Object.defineProperty(this, key, { configurable: true, writable: true, value });
                broke = broke || outer;
                return value;
            }
            catch (err) {
                // A compute that threw memoizes nothing, so a later read runs it again and fails the same way. The shadow goes with it, since leaving it installed would answer undefined for every later read.
                delete this[key];
                broke = broke || outer;
                throw err;
            }
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, value });
        },
    });
}
/**
 * Installs `key` on `inst`'s prototype, computed by `make` on first read and cached there as an own
 * data property. One accessor per constructor rather than one per instance, because an own accessor
 * puts every instance after the first into v8 dictionary mode. The key doubles as the sentinel.
 */
function installLazyProp(inst, key, make, enumerable) {
    const proto = claim(inst, key);
    if (!proto)
        return;
    Object.defineProperty(proto, key, {
        configurable: true,
        get() {
            // Shadowed before computing, so a re-entrant read from a self-referential shape resolves to undefined instead of running the getter again. A data property rather than an accessor: an own accessor is the dictionary-mode transition this exists to avoid.
            const desc = { configurable: true, writable: true, enumerable, value: undefined };
            Object.defineProperty(this, key, desc);
            // a compute that throws leaves the shadow behind, so later reads answer undefined instead of re-throwing; `defineLazy` did the same, and `defineLazyInternal`'s delete-on-catch would cost bytes in every bundle for a case only a throwing user getter reaches
            desc.value = make(this);
            Object.defineProperty(this, key, desc);
            return desc.value;
        },
        set(value) {
            Object.defineProperty(this, key, { configurable: true, writable: true, enumerable, value });
        },
    });
}
/** Marks the thunk `_catch` synthesises for a constant catch value. `Function.length` cannot tell that thunk from a user callback — rest and defaulted parameters both report arity 0 — and a user callback reads `ctx.error`, whose issues only finalize correctly against the caller's per-parse error map. Provenance can say what arity cannot. A plain string key rather than `Symbol.for`, whose call at module scope no bundler can prove pure — the same shape that anchored `urlCanParse` into every build. */
const CONSTANT_CATCH = "~constantCatch";
/** Wraps a constant catch value in a thunk tagged with {@link CONSTANT_CATCH}. */
function constantCatch(value) {
    const fn = () => value;
    fn[CONSTANT_CATCH] = true;
    return fn;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/core.js
var _a;

/** A special constant with type `never` */
const NEVER = /*@__PURE__*/ Object.freeze({
    status: "aborted",
});
/* Shared descriptor for installing `_zod`; defineProperty reads it
 * synchronously, so reusing one object avoids a per-instance allocation. */
const _zodDesc = { value: undefined, enumerable: false };
// null where suppressing the capture would be unrecoverable: `parse()` puts the frames back with `captureStackTrace`, so without it the throw would lose its stack. also latched to null once `stackTraceLimit` proves unassignable, which a realm can do at any point by hardening Error
let _E = "captureStackTrace" in Error ? Error : null;
// v8 captures a stack trace inside the Error constructor, which dominates a failed parse; costs only the frames, and parse() restores those. the constructor must RUN: Object.create is cheaper and passes instanceof, but Error.isError and util.types.isNativeError check an internal slot
function newError(Definition) {
    const E = _E;
    if (E) {
        const saved = E.stackTraceLimit;
        if (typeof saved === "number") {
            try {
                E.stackTraceLimit = 0;
            }
            catch {
                _E = null;
                return new Definition();
            }
            try {
                return new Definition();
            }
            finally {
                E.stackTraceLimit = saved;
            }
        }
    }
    return new Definition();
}
function $constructor(name, initializer, 
/** This trait's members, installed once on every prototype that composes it. They cannot be declared in the initializer above: that runs per instance, and the prototype is shared. */
proto, params) {
    // Prototype for this constructor's `_zod` internals. Lazily-derived fields (`values`, `pattern`, `optin`, …) install here once rather than as an accessor on every instance.
    const zodProto = {};
    // Assigning the fields in the constructor body is what gives instances in-object slots; building the object literally and reparenting it costs a second allocation and a generic property copy.
    function Internals(def) {
        this.def = def;
        this.constr = _;
        this.traits = new Set();
    }
    Internals.prototype = zodProto;
    const protoMembers = proto;
    // One trait's members land on every prototype whose chain composes it, so the answer is per prototype rather than per trait.
    const initialized = protoMembers && new WeakSet();
    function init(inst, def) {
        if (!inst._zod) {
            _zodDesc.value = new Internals(def);
            try {
                Object.defineProperty(inst, "_zod", _zodDesc);
            }
            finally {
                // Cleared even on throw, so the shared descriptor never leaks one instance's internals into the next.
                _zodDesc.value = undefined;
            }
        }
        else if (inst._zod.traits.has(name)) {
            return;
        }
        inst._zod.traits.add(name);
        initializer(inst, def);
        if (initialized) {
            // `super(def)` from a user subclass gives `this` a prototype the subclass owns, and installing there would overwrite whatever the subclass declared. `constr` built the instance, so its prototype is the one below the subclass's that should carry the members. A receiver whose chain never reaches that prototype installs on its own, which for a plain object handed straight to `init` means `Object.prototype` — unchanged from before.
            const own = Object.getPrototypeOf(inst);
            const ctorProto = inst._zod.constr.prototype;
            let up = own;
            while (up && up !== ctorProto)
                up = Object.getPrototypeOf(up);
            const target = up ?? own;
            if (!initialized.has(target)) {
                initialized.add(target);
                members(target, protoMembers);
            }
        }
        // support prototype modifications; for-in avoids the array allocation of Object.keys on the (usually empty) prototype
        const proto = _.prototype;
        for (const k in proto) {
            if (!Object.prototype.hasOwnProperty.call(proto, k))
                continue;
            if (!(k in inst)) {
                inst[k] = proto[k].bind(inst);
            }
        }
    }
    // doesn't work if Parent has a constructor with arguments
    const Parent = params?.Parent ?? Object;
    class Definition extends Parent {
    }
    Object.defineProperty(Definition, "name", { value: name });
    function _(def) {
        const inst = params?.Parent ? newError(Definition) : this;
        init(inst, def);
        const deferred = inst._zod.deferred;
        if (deferred) {
            for (const fn of deferred) {
                fn();
            }
            // Released: initializers run once, and the list would otherwise be retained for the schema's lifetime.
            inst._zod.deferred = undefined;
        }
        // Global post-processor hook. Internal: installed by `import "zod/compile"` to enable AOT compilation for every constructed schema. Runs last, once the instance is fully built, because it hands the instance to compile(). The post-processor is expected to be reentrancy-guarded by its own implementation.
        const pp = globalThis.__zod_globalConfig?.postProcessor;
        if (pp)
            pp(inst);
        return inst;
    }
    Object.defineProperty(_, "init", { value: init });
    Object.defineProperty(_, Symbol.hasInstance, {
        value: (inst) => {
            if (params?.Parent && inst instanceof params.Parent)
                return true;
            return inst?._zod?.traits?.has(name);
        },
    });
    Object.defineProperty(_, "name", { value: name });
    return _;
}
//////////////////////////////   UTILITIES   ///////////////////////////////////////
const $brand = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("zod_brand")));
class $ZodAsyncError extends Error {
    constructor() {
        super(`Encountered Promise during synchronous parse. Use .parseAsync() instead.`);
    }
}
class $ZodEncodeError extends Error {
    constructor(name) {
        super(`Encountered unidirectional transform during encode: ${name}`);
        this.name = "ZodEncodeError";
    }
}
(_a = globalThis).__zod_globalConfig ?? (_a.__zod_globalConfig = {});
const globalConfig = globalThis.__zod_globalConfig;
function config(newConfig) {
    if (newConfig)
        Object.assign(globalConfig, newConfig);
    return globalConfig;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/memoizer.js

class $ZodCyclicError extends Error {
    constructor() {
        super(`Cannot parse a reference cycle that closes through a transform`);
        this.name = "ZodCyclicError";
    }
}
/** Keyed off the context object every schema in one parse call already shares. */
const STATE = "~memo";
const NO_ISSUES = [];
// a value a cycle can close through
function isRef(value) {
    return value !== null && typeof value === "object";
}
// Receivers prefix paths in place, so the cache and every hand-out need their own copies.
function cloneIssues(issues) {
    return issues.map((iss) => (iss.path ? { ...iss, path: iss.path.slice() } : { ...iss }));
}
const recursive = /*@__PURE__*/ new WeakMap();
/** What the walk established, in order of certainty: ordered so the strongest answer among children wins. */
const NONE = 0;
const ASSUMED = 1;
const PROVEN = 2;
/** Whether this schema's subtree contains a cycle, so one parse can re-enter it. */
function isRecursive(inst, stack, resolve) {
    const cached = recursive.get(inst);
    if (cached !== undefined)
        return cached ? PROVEN : NONE;
    // Relative to the walk in progress, so not cached.
    if (stack.has(inst))
        return PROVEN;
    stack.add(inst);
    let result = NONE;
    const check = (child) => {
        if (result !== PROVEN && child?._zod) {
            const answer = isRecursive(child, stack, resolve);
            if (answer > result)
                result = answer;
        }
    };
    // `Reflect.ownKeys` rather than `Object.keys`, so a cycle through a declared symbol key is still seen
    const shape = (sh, spread) => {
        let answer = NONE;
        for (const key of Reflect.ownKeys(sh)) {
            const desc = Object.getOwnPropertyDescriptor(sh, key);
            // an object resolves its shape by spread, so a key it does not enumerate is never parsed; `z.properties` reads every own key and so keeps them all
            if (spread && !desc.enumerable)
                continue;
            // resolving runs user code, and a factory mints a fresh subtree per read, so an edge the walk can't follow counts as a cycle
            const child = desc.get ? ASSUMED : desc.value?._zod ? isRecursive(desc.value, stack, resolve) : NONE;
            if (child > answer)
                answer = child;
        }
        return answer;
    };
    const merge = (answer) => {
        if (answer > result)
            result = answer;
    };
    const def = inst._zod.def;
    const kind = def.type;
    switch (kind) {
        case "object": {
            const raw = rawShape(def);
            // a def with no raw shape answers `shape` from an accessor of its own, and running that can mint a whole fresh subtree
            merge(raw ? shape(raw, true) : ASSUMED);
            check(def.catchall);
            break;
        }
        case "array":
            check(def.element);
            break;
        case "tuple":
            for (const el of def.items)
                check(el);
            check(def.rest);
            break;
        case "record":
        case "map":
            check(def.keyType);
            check(def.valueType);
            break;
        case "set":
            check(def.valueType);
            break;
        case "union":
            for (const el of def.options)
                check(el);
            break;
        case "intersection":
            check(def.left);
            check(def.right);
            break;
        case "optional":
        case "nullable":
        case "default":
        case "prefault":
        case "catch":
        case "readonly":
        case "nonoptional":
        case "promise":
        case "success":
            check(def.innerType);
            break;
        case "pipe":
            check(def.in);
            check(def.out);
            break;
        case "function":
            check(def.input);
            check(def.output);
            break;
        // `$ZodLazy` caches its inner on the def, so a resolved edge is followed exactly
        case "lazy": {
            const inner = def._cachedInner ?? (resolve ? inst._zod.innerType : undefined);
            // walked with resolution off: one hop sees past the deferral, and a lazy that yields only another unresolved lazy is generative, so it stops there
            merge(inner ? isRecursive(inner, stack, false) : ASSUMED);
            break;
        }
        // a leaf by choice: `parts` are regex fragments, not data positions
        case "template_literal":
        // leaves
        case "string":
        case "number":
        case "int":
        case "boolean":
        case "bigint":
        case "symbol":
        case "undefined":
        case "null":
        case "void":
        case "never":
        case "any":
        case "unknown":
        case "date":
        case "nan":
        case "enum":
        case "literal":
        case "file":
        case "transform":
        case "custom":
            break;
        default: {
            // a new built-in kind becomes a compile error here
            kind;
            // a user-defined kind can still hold children, and only its author knows where, so fall back to scanning the def — skipping accessors, since reading one can run user code
            for (const key in def) {
                const desc = Object.getOwnPropertyDescriptor(def, key);
                if (!desc || desc.get)
                    continue;
                const value = desc.value;
                if (!value || typeof value !== "object")
                    continue;
                if (value._zod)
                    check(value);
                else if (Array.isArray(value))
                    for (const el of value)
                        check(el);
            }
        }
    }
    stack.delete(inst);
    return settle(inst, result);
}
/** An assumed answer must not outlive the resolution that settles it, so only a certain one is cached. */
function settle(inst, answer) {
    if (answer !== ASSUMED)
        recursive.set(inst, answer === PROVEN);
    return answer;
}
/**
 * Whether one parse can re-enter this schema, i.e. its subtree contains a cycle.
 * Exported for `z.compile`, which refuses to compile such a schema: cycle
 * breaking is driven from here off state keyed on the parse context, and a
 * generated fast path has no context to key on.
 */
function isRecursiveSchema(inst) {
    // z.compile never parses, so nothing would ever resolve a lazy for it; it runs once and already treats a throw here as recursive
    return isRecursive(inst, new Set(), true) !== NONE;
}
function bucketFor(state, inst) {
    let bucket = state.buckets.get(inst);
    if (!bucket) {
        bucket = new WeakMap();
        state.buckets.set(inst, bucket);
    }
    return bucket;
}
// Set immediately before delegating to core and cleared immediately after, so `alloc` registers only for a visit this module is driving.
let handoff;
// Allocated but unfinished entries. `alloc` and the matching pop both happen in the synchronous part of a parse, so they nest even when children are async, and one stack serves every schema.
const memoizer_open = [];
const memo = {
    alloc(_inst, payload, empty) {
        const bucket = handoff;
        if (!bucket)
            return empty;
        handoff = undefined;
        const entry = { value: empty, issues: null };
        bucket.set(payload.value, entry);
        memoizer_open.push(entry);
        return empty;
    },
    guard(inst) {
        var _a;
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                // The value is a placeholder a back-edge is still waiting on, so the cycle closes through this transform. Its output can't exist in time to bind.
                if (ctx.direction !== "backward" && isBackEdge(ctx, payload.value))
                    throw new $ZodCyclicError();
                return base(payload, ctx);
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
    attach(inst) {
        var _a;
        let isRecursiveInst;
        let rechecked = false;
        // a recursive schema is re-entered many times per parse and its bucket never changes
        let lastCtx;
        let lastBucket;
        // Wraps `parse` in a deferred so it sees the container's final parse. Core's own deferred copies `parse` into `run` when there are no checks, and it ran first, so `run` is patched to match; with checks, `run` reads `parse` dynamically.
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred.push(() => {
            const base = inst._zod.parse;
            const wrapped = (payload, ctx) => {
                if (isRecursiveInst === undefined) {
                    const walked = isRecursive(inst, new Set(), false);
                    if (walked === NONE) {
                        // Nothing here can ever fire, so take it back out.
                        inst._zod.parse = base;
                        if (inst._zod.run === wrapped)
                            inst._zod.run = base;
                        return base(payload, ctx);
                    }
                    // this parse resolves the deferred edges on its own path, so ask once more before latching
                    if (walked === PROVEN || rechecked)
                        isRecursiveInst = true;
                    else
                        rechecked = true;
                }
                const input = payload.value;
                if (!isRef(input))
                    return base(payload, ctx);
                let state = ctx[STATE];
                if (!state) {
                    state = { buckets: new WeakMap(), backEdges: undefined };
                    ctx[STATE] = state;
                }
                let bucket;
                if (lastCtx === ctx) {
                    bucket = lastBucket;
                }
                else {
                    bucket = bucketFor(state, inst);
                    lastCtx = ctx;
                    lastBucket = bucket;
                }
                const hit = bucket.get(input);
                if (hit) {
                    payload.value = hit.value;
                    if (hit.issues) {
                        if (hit.issues.length)
                            payload.issues.push(...cloneIssues(hit.issues));
                    }
                    else {
                        // Still being parsed: its own checks cover it, so skip them here.
                        payload.memo = true;
                        state.backEdges ?? (state.backEdges = new WeakSet());
                        state.backEdges.add(hit.value);
                    }
                    return payload;
                }
                handoff = bucket;
                const depth = memoizer_open.length;
                const result = base(payload, ctx);
                handoff = undefined;
                // A container that rejected its input outright allocated nothing.
                const entry = memoizer_open.length > depth ? memoizer_open.pop() : undefined;
                // Both paths written out so the sync one allocates no closure. It runs once per node, and capturing here cost more than everything else combined.
                if (result instanceof Promise) {
                    return result.then((r) => {
                        if (entry)
                            entry.issues = r.issues.length ? cloneIssues(r.issues) : NO_ISSUES;
                        return r;
                    });
                }
                if (entry)
                    entry.issues = result.issues.length ? cloneIssues(result.issues) : NO_ISSUES;
                return result;
            };
            inst._zod.parse = wrapped;
            if (inst._zod.run === base)
                inst._zod.run = wrapped;
        });
    },
};
/** The memoizer that gives containers cycle support. `zod` installs it by default; `zod/mini` opts in with `config({ memoizer: memoizer() })`. */
function memoizer() {
    return memo;
}
/** Whether this value is a node a back-edge resolved to before it finished. */
function isBackEdge(ctx, value) {
    const backEdges = ctx[STATE]?.backEdges;
    return backEdges !== undefined && isRef(value) && backEdges.has(value);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/regexes.js

/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const cuid = /^[cC][0-9a-z]{6,}$/;
const cuid2 = /^[0-9a-z]+$/;
const ulid = /^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$/;
const xid = /^[0-9a-vA-V]{20}$/;
const ksuid = /^[A-Za-z0-9]{27}$/;
const nanoid = /^[a-zA-Z0-9_-]{21}$/;
function nanoidOfLength(length) {
    return new RegExp(`^[a-zA-Z0-9_-]{${length}}$`);
}
/** ISO 8601-1 duration regex. Does not support the 8601-2 extensions like negative durations or fractional/negative components. */
const duration = /^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$/;
/** Implements ISO 8601-2 extensions like explicit +- prefixes, mixing weeks with other units, and fractional/negative components. */
const extendedDuration = /^[-+]?P(?!$)(?:(?:[-+]?\d+Y)|(?:[-+]?\d+[.,]\d+Y$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:(?:[-+]?\d+W)|(?:[-+]?\d+[.,]\d+W$))?(?:(?:[-+]?\d+D)|(?:[-+]?\d+[.,]\d+D$))?(?:T(?=[\d+-])(?:(?:[-+]?\d+H)|(?:[-+]?\d+[.,]\d+H$))?(?:(?:[-+]?\d+M)|(?:[-+]?\d+[.,]\d+M$))?(?:[-+]?\d+(?:[.,]\d+)?S)?)??$/;
/** A regex for any UUID-like identifier: 8-4-4-4-12 hex pattern */
const guid = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/;
/** Returns a regex for validating an RFC 9562/4122 UUID.
 *
 * @param version Optionally specify a version 1-8. If no version is specified, all versions are supported. */
const uuid = (version) => {
    if (!version)
        return /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
    return new RegExp(`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`);
};
const uuid4 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(4)));
const uuid6 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(6)));
const uuid7 = /*@__PURE__*/ (/* unused pure expression or super */ null && (uuid(7)));
/** Practical email validation */
const email = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
/** Equivalent to the HTML5 input[type=email] validation implemented by browsers. Source: https://developer.mozilla.org/en-US/docs/Web/HTML/Element/input/email */
const html5Email = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** The classic emailregex.com regex for RFC 5322-compliant emails */
const rfc5322Email = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
/** A loose regex that allows Unicode characters, enforces length limits, and that's about it. */
const unicodeEmail = /^[^\s@"]{1,64}@[^\s@]{1,255}$/u;
const idnEmail = (/* unused pure expression or super */ null && (unicodeEmail));
const browserEmail = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
// from https://thekevinscott.com/emojis-in-javascript/#writing-a-regular-expression
// Single character class, not an alternation: the two properties overlap (U+1F9B0-U+1F9B3), so `(A|B)+` backtracks exponentially on a failed match. The leading lookahead then demands one anchor — a pictograph, a regional indicator, or the enclosing keycap — because `\p{Emoji_Component}` on its own covers ASCII digits, `#`, `*`, ZWJ, variation selectors and skin tone modifiers, none of which is an emoji without a base.
const _emoji = `^(?=[\\s\\S]*[\\p{Extended_Pictographic}\\p{Regional_Indicator}\\u20E3])[\\p{Extended_Pictographic}\\p{Emoji_Component}]+$`;
function emoji() {
    return new RegExp(_emoji, "u");
}
const ipv4 = /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/;
const ipv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$/;
const mac = (delimiter) => {
    const escapedDelim = util.escapeRegex(delimiter ?? ":");
    return new RegExp(`^(?:[0-9A-F]{2}${escapedDelim}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${escapedDelim}){5}[0-9a-f]{2}$`);
};
const cidrv4 = /^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$/;
const cidrv6 = /^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$/;
// https://stackoverflow.com/questions/7860392/determine-if-string-is-in-base64-using-javascript
const base64 = /^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$/;
const base64url = /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/;
// based on https://stackoverflow.com/questions/106179/regular-expression-to-match-dns-hostname-or-ip-address
// export const hostname: RegExp = /^([a-zA-Z0-9-]+\.)*[a-zA-Z0-9-]+$/;
const hostname = /^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$/;
const domain = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
const httpProtocol = /^https?$/;
// https://blog.stevenlevithan.com/archives/validate-phone-number#r4-3 (regex sans spaces) E.164: leading digit must be 1-9; total digits (excluding '+') between 7-15
const e164 = /^\+[1-9]\d{6,14}$/;
// Credit card shape: 12–19 digits, optionally separated by single spaces or single hyphens. ISO/IEC 7812 caps the PAN at 19 digits; 12 is the shortest issued length (Maestro).
const creditCard = /^\d(?:[ -]?\d){11,18}$/;
// ISO 4217 alpha codes from the SIX list, regenerated by scripts/update-iso-4217.ts
const currencyCode = /^(?:AED|AFN|ALL|AMD|AOA|ARS|AUD|AWG|AZN|BAM|BBD|BDT|BHD|BIF|BMD|BND|BOB|BOV|BRL|BSD|BTN|BWP|BYN|BZD|CAD|CDF|CHE|CHF|CHW|CLF|CLP|CNY|COP|COU|CRC|CUP|CVE|CZK|DJF|DKK|DOP|DZD|EGP|ERN|ETB|EUR|FJD|FKP|GBP|GEL|GHS|GIP|GMD|GNF|GTQ|GYD|HKD|HNL|HTG|HUF|IDR|ILS|INR|IQD|IRR|ISK|JMD|JOD|JPY|KES|KGS|KHR|KMF|KPW|KRW|KWD|KYD|KZT|LAK|LBP|LKR|LRD|LSL|LYD|MAD|MDL|MGA|MKD|MMK|MNT|MOP|MRU|MUR|MVR|MWK|MXN|MXV|MYR|MZN|NAD|NGN|NIO|NOK|NPR|NZD|OMR|PAB|PEN|PGK|PHP|PKR|PLN|PYG|QAR|RON|RSD|RUB|RWF|SAR|SBD|SCR|SDG|SEK|SGD|SHP|SLE|SOS|SRD|SSP|STN|SVC|SYP|SZL|THB|TJS|TMT|TND|TOP|TRY|TTD|TWD|TZS|UAH|UGX|USD|USN|UYI|UYU|UYW|UZS|VED|VES|VND|VUV|WST|XAD|XAF|XAG|XAU|XBA|XBB|XBC|XBD|XCD|XCG|XDR|XOF|XPD|XPF|XPT|XSU|XTS|XUA|XXX|YER|ZAR|ZMW|ZWG)$/;
// iban electronic format: 2-letter country, check digits 02-98 (the only values `98 - remainder` can produce), 11-30 bban characters
const iban = /^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$/;
const dateSource = `(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))`;
/** Anchors a pattern source. The interpolation lives here rather than at the call site because
 * esbuild will not drop a `@__PURE__` call whose own argument interpolates a variable, but it
 * will drop `anchor(dateSource)`. Keeping it inline pinned `date` into every bundle. */
function regexes_anchor(source) {
    return new RegExp(`^${source}$`);
}
const date = /*@__PURE__*/ regexes_anchor(dateSource);
function timeSource(args) {
    const hhmm = `(?:[01]\\d|2[0-3]):[0-5]\\d`;
    const regex = typeof args.precision === "number"
        ? args.precision === -1
            ? `${hhmm}`
            : args.precision === 0
                ? `${hhmm}:[0-5]\\d`
                : `${hhmm}:[0-5]\\d\\.\\d{${args.precision}}`
        : args.seconds
            ? `${hhmm}:[0-5]\\d(?:\\.\\d+)?`
            : `${hhmm}(?::[0-5]\\d(?:\\.\\d+)?)?`;
    return regex;
}
function time(args) {
    return new RegExp(`^${timeSource(args)}$`);
}
// Adapted from https://stackoverflow.com/a/3143231
function datetime(args) {
    const opts = ["Z"];
    // if (args.offset) opts.push(`([+-]\\d{2}:\\d{2})`);
    if (args.offset)
        opts.push(`([+-](?:[01]\\d|2[0-3]):[0-5]\\d)`);
    // RFC 3339 mandates seconds wherever the time carries a `Z` or an offset, so only the unqualified form `local` adds may omit them
    const qualified = `${timeSource({ precision: args.precision, seconds: true })}(?:${opts.join("|")})`;
    const timeRegex = args.local ? `${qualified}|${timeSource({ precision: args.precision })}` : qualified;
    return new RegExp(`^${dateSource}T(?:${timeRegex})$`);
}
// the unbounded form of `string()` as a literal, so every plain string shares one instance instead of building its own
const anyString = /^[\s\S]{0,}$/;
const string = (params) => {
    const regex = params ? `[\\s\\S]{${params?.minimum ?? 0},${params?.maximum ?? ""}}` : `[\\s\\S]*`;
    return new RegExp(`^${regex}$`);
};
const bigint = /^-?\d+n?$/;
const integer = /^-?\d+$/;
const number = /^-?\d+(?:\.\d+)?$/;
const regexes_boolean = /^(?:true|false)$/i;
const _null = /^null$/i;

const _undefined = /^undefined$/i;

// regex for string with no uppercase letters
const lowercase = /^[^A-Z]*$/;
// regex for string with no lowercase letters
const uppercase = /^[^a-z]*$/;
// regex for hexadecimal strings (any length)
const hex = /^[0-9a-fA-F]*$/;
// Hash regexes for different algorithms and encodings
// Helper function to create base64 regex with exact length and padding
function fixedBase64(bodyLength, padding) {
    return new RegExp(`^[A-Za-z0-9+/]{${bodyLength}}${padding}$`);
}
// Helper function to create base64url regex with exact length (no padding)
function fixedBase64url(length) {
    return new RegExp(`^[A-Za-z0-9_-]{${length}}$`);
}
// MD5 (16 bytes): base64 = 24 chars total (22 + "==")
const md5_hex = /^[0-9a-fA-F]{32}$/;
const md5_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(22, "==")));
const md5_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(22)));
// SHA1 (20 bytes): base64 = 28 chars total (27 + "=")
const sha1_hex = /^[0-9a-fA-F]{40}$/;
const sha1_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(27, "=")));
const sha1_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(27)));
// SHA256 (32 bytes): base64 = 44 chars total (43 + "=")
const sha256_hex = /^[0-9a-fA-F]{64}$/;
const sha256_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(43, "=")));
const sha256_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(43)));
// SHA384 (48 bytes): base64 = 64 chars total (no padding)
const sha384_hex = /^[0-9a-fA-F]{96}$/;
const sha384_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(64, "")));
const sha384_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(64)));
// SHA512 (64 bytes): base64 = 88 chars total (86 + "==")
const sha512_hex = /^[0-9a-fA-F]{128}$/;
const sha512_base64 = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64(86, "==")));
const sha512_base64url = /*@__PURE__*/ (/* unused pure expression or super */ null && (fixedBase64url(86)));

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/checks.js
// import { $ZodType } from "./schemas.js";



const $ZodCheck = /*@__PURE__*/ $constructor("$ZodCheck", (inst, def) => {
    var _a;
    inst._zod ?? (inst._zod = {});
    inst._zod.def = def;
    (_a = inst._zod).onattach ?? (_a.onattach = []);
});
/** Default `when` for size-based checks: run only on non-nullish values with a `size`. */
const _whenHasSize = (payload) => {
    const val = payload.value;
    return !util.nullish(val) && val.size !== undefined;
};
/** Default `when` for length-based checks: run only on non-nullish values with a `length`. */
const _whenHasLength = (payload) => {
    const val = payload.value;
    return !nullish(val) && val.length !== undefined;
};
const numericOriginMap = {
    number: "number",
    bigint: "bigint",
    object: "date",
};
const $ZodCheckLessThan = /*@__PURE__*/ $constructor("$ZodCheckLessThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value <= def.value : payload.value < def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_big",
            maximum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckGreaterThan = /*@__PURE__*/ $constructor("$ZodCheckGreaterThan", (inst, def) => {
    $ZodCheck.init(inst, def);
    const origin = numericOriginMap[typeof def.value];
    inst._zod.check = (payload) => {
        if (def.inclusive ? payload.value >= def.value : payload.value > def.value) {
            return;
        }
        payload.issues.push({
            origin: numericOriginMap[typeof payload.value] ?? origin,
            code: "too_small",
            minimum: typeof def.value === "object" ? def.value.getTime() : def.value,
            input: payload.value,
            inclusive: def.inclusive,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMultipleOf = 
/*@__PURE__*/ $constructor("$ZodCheckMultipleOf", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        if (typeof payload.value !== typeof def.value)
            throw new Error("Cannot mix number and bigint in multiple_of check.");
        const isMultiple = typeof payload.value === "bigint"
            ? // `value % 0n` throws, and nothing is a multiple of zero — the number branch already fails this way via NaN
                def.value !== BigInt(0) && payload.value % def.value === BigInt(0)
            : floatSafeRemainder(payload.value, def.value) === 0;
        if (isMultiple)
            return;
        payload.issues.push({
            origin: typeof payload.value,
            code: "not_multiple_of",
            divisor: def.value,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckNumberFormat = /*@__PURE__*/ $constructor("$ZodCheckNumberFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    def.format = def.format || "float64";
    const isInt = def.format?.includes("int");
    const origin = isInt ? "int" : "number";
    const [minimum, maximum] = NUMBER_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (isInt) {
            if (!Number.isInteger(input)) {
                // invalid_format issue
                // payload.issues.push({
                //   expected: def.format,
                //   format: def.format,
                //   code: "invalid_format",
                //   input,
                //   inst,
                // });
                // invalid_type issue
                payload.issues.push({
                    expected: origin,
                    format: def.format,
                    code: "invalid_type",
                    continue: false,
                    input,
                    inst,
                });
                return;
                // not_multiple_of issue
                // payload.issues.push({
                //   code: "not_multiple_of",
                //   origin: "number",
                //   input,
                //   inst,
                //   divisor: 1,
                // });
            }
            if (!Number.isSafeInteger(input)) {
                if (input > 0) {
                    // too_big
                    payload.issues.push({
                        input,
                        code: "too_big",
                        maximum: Number.MAX_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                else {
                    // too_small
                    payload.issues.push({
                        input,
                        code: "too_small",
                        minimum: Number.MIN_SAFE_INTEGER,
                        note: "Integers must be within the safe integer range.",
                        inst,
                        origin,
                        inclusive: true,
                        continue: !def.abort,
                    });
                }
                return;
            }
        }
        if (input < minimum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_small",
                minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "number",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodCheckBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckBigIntFormat", (inst, def) => {
    $ZodCheck.init(inst, def); // no format checks
    const [minimum, maximum] = util.BIGINT_FORMAT_RANGES[def.format];
    inst._zod.check = (payload) => {
        const input = payload.value;
        if (input < minimum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_small",
                minimum: minimum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
        if (input > maximum) {
            payload.issues.push({
                origin: "bigint",
                input,
                code: "too_big",
                maximum,
                inclusive: true,
                inst,
                continue: !def.abort,
            });
        }
    };
})));
const $ZodCheckMaxSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMaxSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size <= def.maximum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMinSize = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMinSize", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size >= def.minimum)
            return;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckSizeEquals = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckSizeEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasSize);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const size = input.size;
        if (size === def.size)
            return;
        const tooBig = size > def.size;
        payload.issues.push({
            origin: util.getSizableOrigin(input),
            ...(tooBig ? { code: "too_big", maximum: def.size } : { code: "too_small", minimum: def.size }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckMaxLength = /*@__PURE__*/ $constructor("$ZodCheckMaxLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // Strings are measured in Unicode code points, not UTF-16 units. A code point is at most two units, so a string that already fits in units fits in code points; only an overflow has to be counted.
        const length = typeof input === "string" && units > def.maximum ? codePointLength(input) : units;
        if (length <= def.maximum)
            return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
            origin,
            code: "too_big",
            maximum: def.maximum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckMinLength = /*@__PURE__*/ $constructor("$ZodCheckMinLength", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so fewer units than the floor can never reach it and twice the floor always clears it. Only in between is the exact count in doubt.
        const length = typeof input === "string" && units >= def.minimum && units < def.minimum * 2
            ? codePointLength(input)
            : units;
        if (length >= def.minimum)
            return;
        const origin = getLengthableOrigin(input);
        payload.issues.push({
            origin,
            code: "too_small",
            minimum: def.minimum,
            inclusive: true,
            input,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLengthEquals = /*@__PURE__*/ $constructor("$ZodCheckLengthEquals", (inst, def) => {
    var _a;
    $ZodCheck.init(inst, def);
    (_a = inst._zod.def).when ?? (_a.when = _whenHasLength);
    inst._zod.check = (payload) => {
        const input = payload.value;
        const units = input.length;
        // A code point is one or two UTF-16 units, so outside `[length, length * 2]` units the target is missed either way — and missed in the same direction in both measures.
        const length = typeof input === "string" && units >= def.length && units <= def.length * 2
            ? codePointLength(input)
            : units;
        if (length === def.length)
            return;
        const origin = getLengthableOrigin(input);
        const tooBig = length > def.length;
        payload.issues.push({
            origin,
            ...(tooBig ? { code: "too_big", maximum: def.length } : { code: "too_small", minimum: def.length }),
            inclusive: true,
            exact: true,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStringFormat = /*@__PURE__*/ $constructor("$ZodCheckStringFormat", (inst, def) => {
    var _a, _b;
    $ZodCheck.init(inst, def);
    if (def.pattern)
        (_a = inst._zod).check ?? (_a.check = (payload) => {
            def.pattern.lastIndex = 0;
            if (def.pattern.test(payload.value))
                return;
            payload.issues.push({
                origin: "string",
                code: "invalid_format",
                format: def.format,
                input: payload.value,
                ...(def.pattern ? { pattern: def.pattern.toString() } : {}),
                inst,
                continue: !def.abort,
            });
        });
    else
        (_b = inst._zod).check ?? (_b.check = () => { });
});
const $ZodCheckRegex = /*@__PURE__*/ $constructor("$ZodCheckRegex", (inst, def) => {
    $ZodCheckStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        def.pattern.lastIndex = 0;
        if (def.pattern.test(payload.value))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "regex",
            input: payload.value,
            pattern: def.pattern.toString(),
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckLowerCase = /*@__PURE__*/ $constructor("$ZodCheckLowerCase", (inst, def) => {
    def.pattern ?? (def.pattern = lowercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckUpperCase = /*@__PURE__*/ $constructor("$ZodCheckUpperCase", (inst, def) => {
    def.pattern ?? (def.pattern = uppercase);
    $ZodCheckStringFormat.init(inst, def);
});
const $ZodCheckIncludes = /*@__PURE__*/ $constructor("$ZodCheckIncludes", (inst, def) => {
    $ZodCheck.init(inst, def);
    const escapedRegex = escapeRegex(def.includes);
    // `String.prototype.includes(sub, position)` matches `sub` at `position`
    // OR LATER, so the pattern must allow at least `position` leading chars
    // (`{N,}`), not exactly `position` chars (`{N}`).
    const pattern = new RegExp(typeof def.position === "number" ? `^.{${def.position},}${escapedRegex}` : escapedRegex);
    def.pattern = pattern;
    inst._zod.check = (payload) => {
        if (payload.value.includes(def.includes, def.position))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "includes",
            includes: def.includes,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckStartsWith = /*@__PURE__*/ $constructor("$ZodCheckStartsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`^${escapeRegex(def.prefix)}.*`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.startsWith(def.prefix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "starts_with",
            prefix: def.prefix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCheckEndsWith = /*@__PURE__*/ $constructor("$ZodCheckEndsWith", (inst, def) => {
    $ZodCheck.init(inst, def);
    const pattern = new RegExp(`.*${escapeRegex(def.suffix)}$`);
    def.pattern ?? (def.pattern = pattern);
    inst._zod.check = (payload) => {
        if (payload.value.endsWith(def.suffix))
            return;
        payload.issues.push({
            origin: "string",
            code: "invalid_format",
            format: "ends_with",
            suffix: def.suffix,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
///////////////////////////////////
/////    $ZodCheckProperty    /////
///////////////////////////////////
function handleCheckPropertyResult(result, payload, property) {
    if (result.issues.length) {
        payload.issues.push(...prefixIssues(property, result.issues));
    }
}
const $ZodCheckProperty = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckProperty", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        const result = def.schema._zod.run({
            value: payload.value[def.property],
            issues: [],
        }, {});
        if (result instanceof Promise) {
            return result.then((result) => handleCheckPropertyResult(result, payload, def.property));
        }
        handleCheckPropertyResult(result, payload, def.property);
        return;
    };
})));
const $ZodCheckProperties = /*@__PURE__*/ $constructor("$ZodCheckProperties", (inst, def) => {
    $ZodCheck.init(inst, def);
    hide(inst, Symbol.iterator, function* () {
        yield inst;
    });
    // key and schema snapshotted together: reading one live and the other cached lets a later mutation of the caller's shape object pair a stale key with a missing schema
    let entries;
    inst._zod.check = (payload) => {
        // the base schema already typed the value, so only a nullish one is rejected here: the properties read on a primitive too, matching z.property() on a string's length
        if (payload.value == null) {
            payload.issues.push({ expected: "object", code: "invalid_type", input: payload.value, inst });
            return undefined;
        }
        entries ?? (entries = Reflect.ownKeys(def.shape).map((key) => [key, def.shape[key]]));
        const input = payload.value;
        let proms;
        for (const [key, schema] of entries) {
            const result = schema._zod.run({ value: input[key], issues: [] }, {});
            if (result instanceof Promise) {
                proms ?? (proms = []);
                proms.push(result.then((result) => handleCheckPropertyResult(result, payload, key)));
            }
            else {
                handleCheckPropertyResult(result, payload, key);
            }
        }
        if (proms)
            return Promise.all(proms).then(() => undefined);
        return undefined;
    };
});
const $ZodCheckMimeType = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCheckMimeType", (inst, def) => {
    $ZodCheck.init(inst, def);
    const mimeSet = new Set(def.mime);
    inst._zod.check = (payload) => {
        if (mimeSet.has(payload.value.type))
            return;
        payload.issues.push({
            code: "invalid_value",
            values: def.mime,
            input: payload.value.type,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodCheckOverwrite = /*@__PURE__*/ $constructor("$ZodCheckOverwrite", (inst, def) => {
    $ZodCheck.init(inst, def);
    inst._zod.check = (payload) => {
        payload.value = def.tx(payload.value);
    };
});

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/doc.js
class Doc {
    constructor(args = [], closed = {}) {
        this.content = [];
        this.indent = 0;
        this.args = args;
        this.closed = closed;
    }
    // the compiler catches a child's throw and keeps writing into this doc, so the indent has to unwind with it
    indented(fn) {
        this.indent += 1;
        try {
            fn(this);
        }
        finally {
            this.indent -= 1;
        }
    }
    write(arg) {
        if (typeof arg === "function") {
            arg(this, { execution: "sync" });
            arg(this, { execution: "async" });
            return;
        }
        const content = arg;
        const lines = content.split("\n").filter((x) => x);
        const minIndent = Math.min(...lines.map((x) => x.length - x.trimStart().length));
        const dedented = lines.map((x) => x.slice(minIndent)).map((x) => " ".repeat(this.indent * 2) + x);
        for (const line of dedented) {
            this.content.push(line);
        }
    }
    compile() {
        const F = Function;
        const content = this?.content ?? [``];
        const factory = new F(...Object.keys(this.closed), `return function (${this.args.join(", ")}) {\n${content.join("\n")}\n};`);
        return factory(...Object.values(this.closed));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/versions.js
const version = {
    major: 4,
    minor: 6,
    patch: 7,
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/schemas.js







const $ZodType = /*@__PURE__*/ $constructor("$ZodType", (inst, def) => {
    var _a;
    inst ?? (inst = {});
    inst._zod.def = def; // set _def property
    inst._zod.bag = inst._zod.bag || {}; // initialize _bag object
    inst._zod.version = version;
    const defChecks = inst._zod.def.checks;
    // if inst is itself a checks.$ZodCheck, run it as a check
    const checks = inst._zod.traits.has("$ZodCheck")
        ? [inst, ...(defChecks ?? [])]
        : defChecks?.length
            ? [...defChecks]
            : [];
    for (const ch of checks) {
        for (const fn of ch._zod.onattach) {
            fn(inst);
        }
    }
    if (checks.length === 0) {
        // deferred initializer inst._zod.parse is not yet defined
        (_a = inst._zod).deferred ?? (_a.deferred = []);
        inst._zod.deferred?.push(() => {
            inst._zod.run = inst._zod.parse;
        });
    }
    else {
        const runChecks = (payload, checks, ctx) => {
            if (payload.memo)
                return payload;
            let isAborted = aborted(payload);
            let asyncResult;
            for (const ch of checks) {
                if (ch._zod.def.when) {
                    if (explicitlyAborted(payload))
                        continue;
                    const shouldRun = ch._zod.def.when(payload);
                    if (!shouldRun)
                        continue;
                }
                else if (isAborted) {
                    continue;
                }
                const currLen = payload.issues.length;
                const _ = ch._zod.check(payload);
                if (_ instanceof Promise && ctx?.async === false) {
                    throw new $ZodAsyncError();
                }
                if (asyncResult || _ instanceof Promise) {
                    asyncResult = (asyncResult ?? Promise.resolve()).then(async () => {
                        await _;
                        const nextLen = payload.issues.length;
                        if (nextLen === currLen)
                            return;
                        attachSchema(payload.issues, currLen, inst);
                        if (!isAborted)
                            isAborted = aborted(payload, currLen);
                    });
                }
                else {
                    const nextLen = payload.issues.length;
                    if (nextLen === currLen)
                        continue;
                    attachSchema(payload.issues, currLen, inst);
                    if (!isAborted)
                        isAborted = aborted(payload, currLen);
                }
            }
            if (asyncResult) {
                return asyncResult.then(() => {
                    return payload;
                });
            }
            return payload;
        };
        const handleCanaryResult = (canary, payload, ctx) => {
            // abort if the canary is aborted
            if (aborted(canary)) {
                canary.aborted = true;
                return canary;
            }
            // run checks first, then
            const checkResult = runChecks(payload, checks, ctx);
            if (checkResult instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return checkResult.then((checkResult) => inst._zod.parse(checkResult, ctx));
            }
            return inst._zod.parse(checkResult, ctx);
        };
        inst._zod.run = (payload, ctx) => {
            if (ctx.skipChecks) {
                return inst._zod.parse(payload, ctx);
            }
            if (ctx.direction === "backward") {
                // run canary initial pass (no checks)
                const canary = inst._zod.parse({ value: payload.value, issues: [] }, { ...ctx, skipChecks: true });
                if (canary instanceof Promise) {
                    return canary.then((canary) => {
                        return handleCanaryResult(canary, payload, ctx);
                    });
                }
                return handleCanaryResult(canary, payload, ctx);
            }
            // forward
            const result = inst._zod.parse(payload, ctx);
            if (result instanceof Promise) {
                if (ctx.async === false)
                    throw new $ZodAsyncError();
                return result.then((result) => runChecks(result, checks, ctx));
            }
            return runChecks(result, checks, ctx);
        };
    }
}, {
    // Wrappers extend this by installing a richer factory over it; reading it eagerly would defeat the laziness.
    get "~standard"() {
        return hide(this, "~standard", standardProps(this));
    },
    set "~standard"(value) {
        own(this, "~standard", value);
    },
});
/** The Standard Schema surface for `inst`. Shared so wrappers can extend it without forcing it. */
// a Standard Schema result only reports issues, so a failure finalizes them straight off the raw payload: no ZodError, and no lazy result to read through
const toStandardResult = (r, ctx) => r.issues.length ? { issues: r.issues.map((iss) => finalizeIssue(iss, ctx, config())) } : { value: r.value };
async function validateAsync(inst, value) {
    const ctx = { async: true };
    return toStandardResult((await inst._zod.run({ value, issues: [] }, ctx)), ctx);
}
function standardProps(inst) {
    return {
        validate: (value) => {
            const ctx = { async: false };
            try {
                const r = inst._zod.run({ value, issues: [] }, ctx);
                if (!(r instanceof Promise))
                    return toStandardResult(r, ctx);
            }
            catch (_) { }
            // async function so a synchronously throwing check rejects instead of escaping validate
            return validateAsync(inst, value);
        },
        vendor: "zod",
        version: 1,
    };
}

const $ZodString = /*@__PURE__*/ $constructor("$ZodString", (inst, def) => {
    $ZodType.init(inst, def);
    // a format's own pattern, else unbounded; a template literal derives the check-aware form itself
    inst._zod.pattern = def.pattern ?? anyString;
    inst._zod.parse = (payload, _) => {
        if (def.coerce)
            try {
                payload.value = String(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "string")
            return payload;
        payload.issues.push({
            expected: "string",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodStringFormat = /*@__PURE__*/ $constructor("$ZodStringFormat", (inst, def) => {
    // check initialization must come first
    $ZodCheckStringFormat.init(inst, def);
    $ZodString.init(inst, def);
});
const $ZodGUID = /*@__PURE__*/ $constructor("$ZodGUID", (inst, def) => {
    def.pattern ?? (def.pattern = guid);
    $ZodStringFormat.init(inst, def);
});
const $ZodUUID = /*@__PURE__*/ $constructor("$ZodUUID", (inst, def) => {
    if (def.version) {
        const versionMap = {
            v1: 1,
            v2: 2,
            v3: 3,
            v4: 4,
            v5: 5,
            v6: 6,
            v7: 7,
            v8: 8,
        };
        const v = versionMap[def.version];
        if (v === undefined)
            throw new Error(`Invalid UUID version: "${def.version}"`);
        def.pattern ?? (def.pattern = uuid(v));
    }
    else
        def.pattern ?? (def.pattern = uuid());
    $ZodStringFormat.init(inst, def);
});
const $ZodEmail = /*@__PURE__*/ $constructor("$ZodEmail", (inst, def) => {
    def.pattern ?? (def.pattern = email);
    $ZodStringFormat.init(inst, def);
});
/** The `://` guard rejected the input before the URL constructor saw it. */
const URL_BAD_FORMAT = 1;
/** The URL parser rejected the input. */
const URL_UNPARSEABLE = 2;
function canParseURL(input) {
    try {
        if (typeof URL !== "undefined" && typeof URL.canParse === "function")
            return URL.canParse(input);
        new URL(input);
        return true;
    }
    catch {
        return false;
    }
}
function validateURL(trimmed, def) {
    if (!("normalize" in def) && !("hostname" in def) && !("protocol" in def)) {
        return canParseURL(trimmed) || URL_UNPARSEABLE;
    }
    return parseURLObject(trimmed, def);
}
/** Parses a URL while preserving the non-normalizing HTTP guard. */
function parseURLObject(trimmed, def) {
    // When normalize is off, require :// for http/https URLs. This prevents strings like "http:example.com" or "https:/path" from being silently accepted
    if (!def.normalize && def.protocol?.source === httpProtocol.source && !/^https?:\/\//i.test(trimmed)) {
        return URL_BAD_FORMAT;
    }
    try {
        if (typeof URL !== "undefined") {
            const URLStatic = URL;
            if (typeof URLStatic.parse === "function")
                return URLStatic.parse(trimmed) ?? URL_UNPARSEABLE;
        }
        // @ts-ignore
        return new URL(trimmed);
    }
    catch {
        return URL_UNPARSEABLE;
    }
}
const asciiTabOrNewline = /[\t\n\r]/g;
/** The URL parser deletes every ASCII tab, LF and CR from its input before it parses, so `new URL("https://exa\nmple.com")` reports on `example.com`. Applying the same deletion to the returned value closes the half of that divergence which can move the host; the parser's other rewrite, stripping C0 controls at the edges, cannot. */
function stripTabAndNewline(value) {
    return value.replace(asciiTabOrNewline, "");
}
function urlHostnameOk(url, hostname) {
    hostname.lastIndex = 0;
    return hostname.test(url.hostname);
}
function urlProtocolOk(url, protocol) {
    protocol.lastIndex = 0;
    return protocol.test(url.protocol.endsWith(":") ? url.protocol.slice(0, -1) : url.protocol);
}
const $ZodURL = /*@__PURE__*/ $constructor("$ZodURL", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        try {
            // Trim whitespace from input
            const trimmed = payload.value.trim();
            const url = validateURL(trimmed, def);
            if (url === URL_BAD_FORMAT) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid URL format",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === URL_UNPARSEABLE) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
                return;
            }
            if (url === true) {
                payload.value = stripTabAndNewline(trimmed);
                return;
            }
            if (def.hostname && !urlHostnameOk(url, def.hostname)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid hostname",
                    pattern: def.hostname.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            if (def.protocol && !urlProtocolOk(url, def.protocol)) {
                payload.issues.push({
                    code: "invalid_format",
                    format: "url",
                    note: "Invalid protocol",
                    pattern: def.protocol.source,
                    input: payload.value,
                    inst,
                    continue: !def.abort,
                });
            }
            // Set the output value based on normalize flag
            payload.value = def.normalize ? url.href : stripTabAndNewline(trimmed);
            return;
        }
        catch (_) {
            payload.issues.push({
                code: "invalid_format",
                format: "url",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodEmoji = /*@__PURE__*/ $constructor("$ZodEmoji", (inst, def) => {
    def.pattern ?? (def.pattern = emoji());
    $ZodStringFormat.init(inst, def);
});
const $ZodNanoID = /*@__PURE__*/ $constructor("$ZodNanoID", (inst, def) => {
    if (def.length !== undefined && (!Number.isInteger(def.length) || def.length < 1))
        throw new Error(`Invalid nanoid length: ${def.length}`);
    def.pattern ?? (def.pattern = def.length === undefined ? nanoid : nanoidOfLength(def.length));
    $ZodStringFormat.init(inst, def);
});
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link $ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const $ZodCUID = /*@__PURE__*/ $constructor("$ZodCUID", (inst, def) => {
    def.pattern ?? (def.pattern = cuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodCUID2 = /*@__PURE__*/ $constructor("$ZodCUID2", (inst, def) => {
    def.pattern ?? (def.pattern = cuid2);
    $ZodStringFormat.init(inst, def);
});
const $ZodULID = /*@__PURE__*/ $constructor("$ZodULID", (inst, def) => {
    def.pattern ?? (def.pattern = ulid);
    $ZodStringFormat.init(inst, def);
});
const $ZodXID = /*@__PURE__*/ $constructor("$ZodXID", (inst, def) => {
    def.pattern ?? (def.pattern = xid);
    $ZodStringFormat.init(inst, def);
});
const $ZodKSUID = /*@__PURE__*/ $constructor("$ZodKSUID", (inst, def) => {
    def.pattern ?? (def.pattern = ksuid);
    $ZodStringFormat.init(inst, def);
});
const $ZodISODateTime = /*@__PURE__*/ $constructor("$ZodISODateTime", (inst, def) => {
    def.pattern ?? (def.pattern = datetime(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODate = /*@__PURE__*/ $constructor("$ZodISODate", (inst, def) => {
    def.pattern ?? (def.pattern = date);
    $ZodStringFormat.init(inst, def);
});
const $ZodISOTime = /*@__PURE__*/ $constructor("$ZodISOTime", (inst, def) => {
    def.pattern ?? (def.pattern = time(def));
    $ZodStringFormat.init(inst, def);
});
const $ZodISODuration = /*@__PURE__*/ $constructor("$ZodISODuration", (inst, def) => {
    def.pattern ?? (def.pattern = duration);
    $ZodStringFormat.init(inst, def);
});
const $ZodIPv4 = /*@__PURE__*/ $constructor("$ZodIPv4", (inst, def) => {
    def.pattern ?? (def.pattern = ipv4);
    $ZodStringFormat.init(inst, def);
});
/** An IPv6 address is written with hex digits, colons and dots, and nothing else. The guard is what makes the check below an IPv6 check: `new URL("http://[...]")` parses an authority, not an address, so `@` and `\` re-delimit it and `"::@1\\"` validates against the host `0.0.0.1`. The URL parser also deletes ASCII tab, LF and CR rather than failing, which is how `"::1\n"` validated as `::1`. */
const ipv6Alphabet = /^[0-9a-fA-F:.]+$/;
function isValidIPv6(value) {
    if (!ipv6Alphabet.test(value))
        return false;
    return canParseURL(`http://[${value}]`);
}
const $ZodIPv6 = /*@__PURE__*/ $constructor("$ZodIPv6", (inst, def) => {
    def.pattern ?? (def.pattern = ipv6);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidIPv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "ipv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
const $ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMAC", (inst, def) => {
    def.pattern ?? (def.pattern = regexes.mac(def.delimiter));
    $ZodStringFormat.init(inst, def);
})));
const $ZodCIDRv4 = /*@__PURE__*/ $constructor("$ZodCIDRv4", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv4);
    $ZodStringFormat.init(inst, def);
});
function isValidCIDRv6(value) {
    const parts = value.split("/");
    if (parts.length !== 2)
        return false;
    const [address, prefix] = parts;
    if (!prefix)
        return false;
    const prefixNum = Number(prefix);
    if (`${prefixNum}` !== prefix)
        return false;
    if (prefixNum < 0 || prefixNum > 128)
        return false;
    return isValidIPv6(address);
}
const $ZodCIDRv6 = /*@__PURE__*/ $constructor("$ZodCIDRv6", (inst, def) => {
    def.pattern ?? (def.pattern = cidrv6); // not used for validation
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (!isValidCIDRv6(payload.value)) {
            payload.issues.push({
                code: "invalid_format",
                format: "cidrv6",
                input: payload.value,
                inst,
                continue: !def.abort,
            });
        }
    };
});
//////////////////////////////   ZodBase64   //////////////////////////////
function isValidBase64(data) {
    if (data === "")
        return true;
    // atob ignores whitespace, so reject it up front.
    if (/\s/.test(data))
        return false;
    if (data.length % 4 !== 0)
        return false;
    try {
        // @ts-ignore
        atob(data);
        return true;
    }
    catch {
        return false;
    }
}
// lax on purpose: the quantified regexes.base64 overflows the regex stack on multi-MB input and its leading ^$| alternation leaks through template-literal composition; isValidBase64 enforces length and padding
const base64Charset = /^[0-9a-zA-Z+/]*={0,2}$/;
const $ZodBase64 = /*@__PURE__*/ $constructor("$ZodBase64", (inst, def) => {
    def.pattern ?? (def.pattern = base64Charset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
//////////////////////////////   ZodBase64URL   //////////////////////////////
// lax on purpose: the quantified regexes.base64url overflows the regex stack on multi-MB input; isValidBase64 enforces length on the padded string
const base64urlCharset = /^[A-Za-z0-9_-]*$/;
function isValidBase64URL(data) {
    if (!base64urlCharset.test(data))
        return false;
    const base64 = data.replace(/[-_]/g, (c) => (c === "-" ? "+" : "/"));
    const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, "=");
    return isValidBase64(padded);
}
const $ZodBase64URL = /*@__PURE__*/ $constructor("$ZodBase64URL", (inst, def) => {
    def.pattern ?? (def.pattern = base64urlCharset);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidBase64URL(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "base64url",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodE164 = /*@__PURE__*/ $constructor("$ZodE164", (inst, def) => {
    def.pattern ?? (def.pattern = e164);
    $ZodStringFormat.init(inst, def);
});
//////////////////////////////   ZodCreditCard   //////////////////////////////
const CC_SANITIZE = /[- ]/g;
/** Luhn checksum on a digit-only string. Adapted from valibot (MIT). */
function isLuhnAlgo(digits) {
    let length = digits.length;
    let bit = 1;
    let sum = 0;
    while (length) {
        const value = digits.charCodeAt(--length) - 48;
        bit ^= 1;
        sum += bit ? [0, 2, 4, 6, 8, 1, 3, 5, 7, 9][value] : value;
    }
    return sum % 10 === 0;
}
function isValidCreditCard(input) {
    if (!regexes.creditCard.test(input))
        return false;
    return isLuhnAlgo(input.replace(CC_SANITIZE, ""));
}
const $ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCreditCard", (inst, def) => {
    // Shape only — the Luhn check below is not expressible as a pattern, so consumers of `pattern` (JSON Schema, template literals) get the length and separator rules alone.
    def.pattern ?? (def.pattern = regexes.creditCard);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidCreditCard(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "credit_card",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodIBAN   //////////////////////////////
// iso 7064 mod 97-10 checksum without BigInt
function isIso7064Mod97(iban) {
    let remainder = 0;
    const len = iban.length;
    for (let i = 4; i < len; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    for (let i = 0; i < 4; i++) {
        const code = iban.charCodeAt(i);
        remainder = (code >= 65 ? remainder * 100 + (code - 55) : remainder * 10 + (code - 48)) % 97;
    }
    return remainder === 1;
}
function isValidIBAN(input) {
    if (!regexes.iban.test(input))
        return false;
    return isIso7064Mod97(input);
}
const $ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodIBAN", (inst, def) => {
    // shape only — checksum is not expressible as a pattern
    def.pattern ?? (def.pattern = regexes.iban);
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidIBAN(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "iban",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
//////////////////////////////   ZodJWT   //////////////////////////////
function isValidJWT(token, algorithm = null) {
    try {
        const tokensParts = token.split(".");
        if (tokensParts.length !== 3)
            return false;
        const [header] = tokensParts;
        if (!header)
            return false;
        // @ts-ignore
        const parsedHeader = JSON.parse(atob(header));
        if ("typ" in parsedHeader && parsedHeader?.typ !== "JWT")
            return false;
        if (!parsedHeader.alg)
            return false;
        if (algorithm && (!("alg" in parsedHeader) || parsedHeader.alg !== algorithm))
            return false;
        return true;
    }
    catch {
        return false;
    }
}
const $ZodJWT = /*@__PURE__*/ $constructor("$ZodJWT", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (isValidJWT(payload.value, def.alg))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: "jwt",
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
});
const $ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCustomStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    inst._zod.check = (payload) => {
        if (def.fn(payload.value))
            return;
        payload.issues.push({
            code: "invalid_format",
            format: def.format,
            input: payload.value,
            inst,
            continue: !def.abort,
        });
    };
})));
const $ZodNumber = /*@__PURE__*/ $constructor("$ZodNumber", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = number;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Number(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "number" && !Number.isNaN(input) && Number.isFinite(input)) {
            return payload;
        }
        const received = typeof input === "number"
            ? Number.isNaN(input)
                ? "NaN"
                : !Number.isFinite(input)
                    ? String(input)
                    : undefined
            : undefined;
        payload.issues.push({
            expected: "number",
            code: "invalid_type",
            input,
            inst,
            ...(received ? { received } : {}),
        });
        return payload;
    };
});
const $ZodNumberFormat = /*@__PURE__*/ $constructor("$ZodNumberFormat", (inst, def) => {
    $ZodCheckNumberFormat.init(inst, def);
    $ZodNumber.init(inst, def); // no format checks
});
const $ZodBoolean = /*@__PURE__*/ $constructor("$ZodBoolean", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes_boolean;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = Boolean(payload.value);
            }
            catch (_) { }
        const input = payload.value;
        if (typeof input === "boolean")
            return payload;
        payload.issues.push({
            expected: "boolean",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
});
const $ZodBigInt = /*@__PURE__*/ $constructor("$ZodBigInt", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = bigint;
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce)
            try {
                payload.value = BigInt(payload.value);
            }
            catch (_) { }
        if (typeof payload.value === "bigint")
            return payload;
        payload.issues.push({
            expected: "bigint",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodBigIntFormat", (inst, def) => {
    checks.$ZodCheckBigIntFormat.init(inst, def);
    $ZodBigInt.init(inst, def); // no format checks
})));
const $ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSymbol", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "symbol")
            return payload;
        payload.issues.push({
            expected: "symbol",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodUndefined", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.undefined;
    inst._zod.values = new Set([undefined]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "undefined",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodNull = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNull", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.pattern = regexes.null;
    inst._zod.values = new Set([null]);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (input === null)
            return payload;
        payload.issues.push({
            expected: "null",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodAny", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
})));
const $ZodUnknown = /*@__PURE__*/ $constructor("$ZodUnknown", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload) => payload;
});
const $ZodNever = /*@__PURE__*/ $constructor("$ZodNever", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        payload.issues.push({
            expected: "never",
            code: "invalid_type",
            input: payload.value,
            inst,
        });
        return payload;
    };
});
const $ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodVoid", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (typeof input === "undefined")
            return payload;
        payload.issues.push({
            expected: "void",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodDate = /*@__PURE__*/ $constructor("$ZodDate", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (def.coerce) {
            try {
                payload.value = new Date(payload.value);
            }
            catch (_err) { }
        }
        const input = payload.value;
        const isDate = input instanceof Date;
        const isValidDate = isDate && !Number.isNaN(input.getTime());
        if (isValidDate)
            return payload;
        payload.issues.push({
            expected: "date",
            code: "invalid_type",
            input,
            ...(isDate ? { received: "Invalid Date" } : {}),
            inst,
        });
        return payload;
    };
});
// an oversized container fails its leading size checks before any element is parsed
function capSize(inst, size) {
    const caps = sizeCaps(inst._zod.def.checks);
    if (!caps.length)
        return;
    const cap = Math.min(...caps.map((c) => c[0]));
    const parse = inst._zod.parse;
    inst._zod.parse = (payload, ctx) => {
        const n = size(payload.value);
        if (n > cap && !ctx?.skipChecks && ctx?.direction !== "backward") {
            for (const [max, ch] of sizeCaps(inst._zod.def.checks)) {
                if (n > max && ch._zod.def.when(payload)) {
                    const start = payload.issues.length;
                    ch._zod.check(payload);
                    // the value is still the raw input, so no later check may read it
                    payload.issues[start].continue = false;
                    attachSchema(payload.issues, start, inst);
                    return payload;
                }
            }
        }
        return parse(payload, ctx);
    };
}
const arraySize = (input) => (Array.isArray(input) ? input.length : -1);
const mapSize = (input) => (input instanceof Map ? input.size : -1);
const setSize = (input) => (input instanceof Set ? input.size : -1);
function handleArrayResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
const $ZodArray = /*@__PURE__*/ $constructor("$ZodArray", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                expected: "array",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, Array(input.length), ctx) : Array(input.length);
        const proms = [];
        const abortEarly = ctx?.abortEarly;
        for (let i = 0; i < input.length; i++) {
            const item = input[i];
            const result = def.element._zod.run({
                value: item,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleArrayResult(result, payload, i)));
            }
            else {
                handleArrayResult(result, payload, i);
                // the element's payload is authoritative here, since handleArrayResult forwards every issue; an object's is not, because it drops a failed absent optional
                if (abortEarly && result.issues.length !== 0 && aborted(result))
                    break;
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload; //handleArrayResultsAsync(parseResults, final);
    };
    capSize(inst, arraySize);
});
function handlePropertyResult(result, final, key, input, optin, optout) {
    const isPresent = key in input;
    const isOptionalOut = optout === "optional";
    // The middle rung means "absence permitted, nothing supplied in its place", so an absent key contributes nothing — whatever the schema made of `undefined` is invented, not substituted. Only `optional` reaches this with a value: `defaulted` substitutes, and a schema that isn't optional-out has to keep the key.
    if (!isPresent && isOptionalOut && optin === "optional") {
        return;
    }
    if (result.issues.length) {
        // For optional-in/out schemas, ignore errors on absent keys.
        if (optin !== undefined && isOptionalOut && !isPresent) {
            return;
        }
        final.issues.push(...prefixIssues(key, result.issues));
    }
    if (!isPresent && optin === undefined) {
        if (!result.issues.length) {
            final.issues.push({
                code: "invalid_type",
                expected: "nonoptional",
                input: undefined,
                path: [key],
            });
        }
        return;
    }
    if (result.value === undefined) {
        if (isPresent || (optin === "defaulted" && !isOptionalOut)) {
            final.value[key] = undefined;
        }
    }
    else {
        final.value[key] = result.value;
    }
}
// one shared instance; a fresh [] per schema cost 56 bytes retained
const NO_SYMBOL_KEYS = [];
function normalizeDef(def) {
    const keys = Object.keys(def.shape);
    const ownSymbols = Object.getOwnPropertySymbols(def.shape);
    const symbolKeys = ownSymbols.length ? ownSymbols : NO_SYMBOL_KEYS;
    // aliases `keys` when there are no symbols, so a string-only shape keeps one array
    const allKeys = symbolKeys.length ? [...keys, ...symbolKeys] : keys;
    for (const k of allKeys) {
        if (!def.shape?.[k]?._zod?.traits?.has("$ZodType")) {
            throw new Error(`Invalid element at key "${String(k)}": expected a Zod schema`);
        }
    }
    const okeys = optionalKeys(def.shape);
    return {
        ...def,
        allKeys,
        symbolKeys,
        // string-only: handleCatchall matches it against `for...in`, which never yields a symbol
        keySet: new Set(keys),
        numKeys: keys.length,
        optionalKeys: new Set(okeys),
    };
}
function handleCatchall(proms, input, payload, ctx, def, inst, abortEarly) {
    const unrecognized = [];
    const keySet = def.keySet;
    const _catchall = def.catchall._zod;
    const t = _catchall.def.type;
    const optin = _catchall.optin;
    const optout = _catchall.optout;
    // starts at 0, not the current length: the shape phase already ran and may have aborted
    let seen = 0;
    for (const key in input) {
        if (abortEarly && payload.issues.length !== seen) {
            if (aborted(payload, seen))
                break;
            seen = payload.issues.length;
        }
        // Must precede the __proto__ branch: a declared key is not unrecognized, even though the shape loop deliberately strips __proto__ from the parsed output.
        if (keySet.has(key))
            continue;
        // Don't copy an undeclared __proto__ into the result; assignment to a plain {} would replace the result prototype. But in strict mode it is still an unknown key, so report it before skipping.
        if (key === "__proto__") {
            if (t === "never")
                unrecognized.push(key);
            continue;
        }
        if (t === "never") {
            unrecognized.push(key);
            continue;
        }
        const r = _catchall.run({ value: input[key], issues: [] }, ctx);
        if (r instanceof Promise) {
            proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
        }
        else {
            handlePropertyResult(r, payload, key, input, optin, optout);
        }
    }
    if (unrecognized.length) {
        payload.issues.push({
            code: "unrecognized_keys",
            keys: unrecognized,
            input,
            inst,
            // Describes the shape of the input, not the validity of the parsed value, so it never aborts. The parse still fails; the schema's own checks just get to run first, and an enclosing intersection can reconcile the key against a sibling operand.
            continue: true,
        });
    }
    if (!proms.length)
        return payload;
    return Promise.all(proms).then(() => {
        return payload;
    });
}
const $ZodObject = /*@__PURE__*/ $constructor("$ZodObject", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodType.init(inst, def);
    const desc = Object.getOwnPropertyDescriptor(def, "shape");
    // a cloned def carries its source's accessor, which knows the shape it answers from; adopting that keeps the clone's keys readable without running it
    const sh = desc?.get ? desc.get.raw : (def.shape ?? {});
    if (sh) {
        // Freezes the shape on first read, so its getters resolve once and every later read sees the same schemas.
        const get = () => {
            const newSh = { ...sh };
            Object.defineProperty(def, "shape", { value: newSh });
            get.raw = newSh;
            return newSh;
        };
        get.raw = sh;
        Object.defineProperty(def, "shape", { get });
    }
    const _normalized = cached(() => normalizeDef(def));
    defineLazyInternal(inst, "propValues", (zod) => {
        const shape = zod.def.shape;
        const propValues = {};
        for (const key in shape) {
            const field = shape[key]._zod;
            if (field.values) {
                if (!Object.prototype.hasOwnProperty.call(propValues, key)) {
                    util_assignProp(propValues, key, new Set());
                }
                for (const v of field.values)
                    propValues[key].add(v);
                // An omittable slot reads back as undefined at a discriminator lookup, so it has to claim undefined: two options that can both omit the key are not discriminable on it.
                if (field.optin !== undefined)
                    propValues[key].add(undefined);
            }
        }
        return propValues;
    });
    const isObject = util_isObject;
    const catchall = def.catchall;
    let value;
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
        const proms = [];
        const shape = value.shape;
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const key of value.allKeys) {
            if (abortEarly && payload.issues.length !== seen) {
                if (aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            if (key === "__proto__")
                continue;
            const el = shape[key];
            const optin = el._zod.optin;
            const optout = el._zod.optout;
            const r = el._zod.run({ value: input[key], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((r) => handlePropertyResult(r, payload, key, input, optin, optout)));
            }
            else {
                handlePropertyResult(r, payload, key, input, optin, optout);
            }
        }
        if (!catchall) {
            return proms.length ? Promise.all(proms).then(() => payload) : payload;
        }
        return handleCatchall(proms, input, payload, ctx, _normalized.value, inst, abortEarly === true);
    };
});
const $ZodObjectJIT = /*@__PURE__*/ $constructor("$ZodObjectJIT", (inst, def) => {
    // requires cast because technically $ZodObject doesn't extend
    $ZodObject.init(inst, def);
    const superParse = inst._zod.parse;
    const _normalized = cached(() => normalizeDef(def));
    const memo = globalConfig.memoizer;
    const generateFastpass = (shape) => {
        const normalized = _normalized.value;
        const syms = normalized.symbolKeys;
        // a symbol has no source literal, so it is read as `syms[i]` off the closed-over scope
        const doc = new Doc(["payload", "ctx"], { shape, inst, memo, syms });
        const parseStr = (k) => `shape[${k}]._zod.run({ value: input[${k}], issues: [] }, ctx)`;
        // prefixes in place, like util.prefixIssues. newResult must land before the early return: a catchall runs after this and would otherwise write onto the caller's input
        const prefixStr = (id, k) => `
          let ${id}_ab = false;
          for (let i = 0; i < ${id}.issues.length; i++) {
            const iss = ${id}.issues[i];
            iss.path = iss.path ? [${k}, ...iss.path] : [${k}];
            payload.issues.push(iss);
            if (iss.continue !== true) ${id}_ab = true;
          }
          if (${id}_ab && ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }`;
        doc.write(`const input = payload.value;`);
        const ids = Object.create(null);
        let counter = 0;
        for (const key of normalized.allKeys) {
            ids[key] = `key_${counter++}`;
        }
        // A: preserve key order {
        doc.write(memo ? `const newResult = memo.alloc(inst, payload, {}, ctx);` : `const newResult = {};`);
        for (const key of normalized.allKeys) {
            if (key === "__proto__")
                continue;
            const id = ids[key];
            const k = typeof key === "symbol" ? `syms[${syms.indexOf(key)}]` : esc(key);
            const isPresent = `${k} in input`;
            const schema = shape[key];
            const optin = schema?._zod?.optin;
            const isOptionalIn = optin !== undefined;
            const isOptionalOut = schema?._zod?.optout === "optional";
            doc.write(`const ${id} = ${parseStr(k)};`);
            if (isOptionalIn && isOptionalOut) {
                // For optional-in/out schemas, ignore errors on absent keys — and, like the interpreted path, drop the value produced alongside them. The middle rung goes further: it permits absence without supplying anything in its place, so an absent key contributes nothing at all.
                const assign = optin === "optional" ? `${id}_present` : `${id}.value !== undefined || ${id}_present`;
                doc.write(`
        const ${id}_present = ${isPresent};
        if (!${id}.issues.length || ${id}_present) {
          if (${id}.issues.length) {${prefixStr(id, k)}
          }

          if (${assign}) {
            newResult[${k}] = ${id}.value;
          }
        }

      `);
            }
            else if (!isOptionalIn) {
                doc.write(`
        const ${id}_present = ${isPresent};
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
        if (!${id}_present && !${id}.issues.length) {
          payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: undefined,
            path: [${k}]
          });
          if (ctx && ctx.abortEarly) {
            payload.value = newResult;
            return payload;
          }
        }

        if (${id}_present) {
          newResult[${k}] = ${id}.value;
        }

      `);
            }
            else {
                doc.write(`
        if (${id}.issues.length) {${prefixStr(id, k)}
        }
      `);
                if (optin === "defaulted") {
                    doc.write(`newResult[${k}] = ${id}.value;`);
                }
                else {
                    doc.write(`
        if (${id}.value !== undefined || ${isPresent}) {
          newResult[${k}] = ${id}.value;
        }
      `);
                }
            }
        }
        doc.write(`payload.value = newResult;`);
        doc.write(`return payload;`);
        // closing `shape` in is what pays: turbofan specializes the parser against that one shape object, so every `shape[k]._zod.run` folds to a known callee. as a parameter it stays a generic load and measures 13% slower even with the forwarding frame gone
        return doc.compile();
    };
    let fastpass;
    const isObject = util_isObject;
    const jit = !globalConfig.jitless;
    const allowsEval = util_allowsEval;
    const fastEnabled = jit && allowsEval.value; // && !def.catchall;
    const catchall = def.catchall;
    let value;
    inst._zod.parse = (payload, ctx) => {
        value ?? (value = _normalized.value);
        const input = payload.value;
        if (!isObject(input)) {
            payload.issues.push({
                expected: "object",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        if (jit && fastEnabled && ctx?.async === false && ctx.jitless !== true) {
            // always synchronous
            if (!fastpass)
                fastpass = generateFastpass(def.shape);
            payload = fastpass(payload, ctx);
            if (!catchall)
                return payload;
            return handleCatchall([], input, payload, ctx, value, inst, ctx?.abortEarly === true);
        }
        return superParse(payload, ctx);
    };
});
function handleUnionResults(results, final, inst, ctx) {
    for (const result of results) {
        if (result.issues.length === 0) {
            final.value = result.value;
            return final;
        }
    }
    const nonaborted = results.filter((r) => !aborted(r));
    if (nonaborted.length === 1) {
        final.value = nonaborted[0].value;
        return nonaborted[0];
    }
    final.issues.push({
        code: "invalid_union",
        input: final.value,
        inst,
        errors: results.map((result) => result.issues.map((iss) => finalizeIssue(iss, ctx, config()))),
    });
    return final;
}
const $ZodUnion = /*@__PURE__*/ $constructor("$ZodUnion", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.options.some((o) => o._zod.optin === "defaulted")
        ? "defaulted"
        : zod.def.options.some((o) => o._zod.optin !== undefined)
            ? "optional"
            : undefined);
    defineLazyInternal(inst, "optout", (zod) => zod.def.options.some((o) => o._zod.optout === "optional") ? "optional" : undefined);
    defineLazyInternal(inst, "values", (zod) => {
        if (zod.def.options.every((o) => o._zod.values)) {
            return new Set(zod.def.options.flatMap((option) => Array.from(option._zod.values)));
        }
        return undefined;
    });
    defineLazyInternal(inst, "pattern", (zod) => {
        if (zod.def.options.every((o) => o._zod.pattern)) {
            const patterns = zod.def.options.map((o) => o._zod.pattern);
            return new RegExp(`^(${patterns.map((p) => cleanRegex(p.source)).join("|")})$`);
        }
        return undefined;
    });
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                if (result.issues.length === 0)
                    return result;
                results.push(result);
            }
        }
        if (!async)
            return handleUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleUnionResults(results, payload, inst, ctx);
        });
    };
});
function handleExclusiveUnionResults(results, final, inst, ctx) {
    const matches = [];
    for (let i = 0; i < results.length; i++) {
        if (results[i].issues.length === 0)
            matches.push(i);
    }
    if (matches.length === 1) {
        final.value = results[matches[0]].value;
        return final;
    }
    if (matches.length === 0) {
        // No matches - same as regular union
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: results.map((result) => result.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config()))),
        });
    }
    else {
        // Multiple matches - exclusive union failure
        final.issues.push({
            code: "invalid_union",
            input: final.value,
            inst,
            errors: [],
            inclusive: false,
            matches,
        });
    }
    return final;
}
const $ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodXor", (inst, def) => {
    $ZodUnion.init(inst, def);
    def.inclusive = false;
    const first = def.options.length === 1 ? def.options[0]._zod.run : null;
    inst._zod.parse = (payload, ctx) => {
        if (first) {
            return first(payload, ctx);
        }
        let async = false;
        const results = [];
        for (const option of def.options) {
            const result = option._zod.run({
                value: payload.value,
                issues: [],
            }, ctx);
            if (result instanceof Promise) {
                results.push(result);
                async = true;
            }
            else {
                results.push(result);
            }
        }
        if (!async)
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        return Promise.all(results).then((results) => {
            return handleExclusiveUnionResults(results, payload, inst, ctx);
        });
    };
})));
/** Returns the option whose discriminator claims `value`, or throws if ambiguous. */
function getDiscriminatedOption(union, value) {
    const internals = union._zod;
    let map = internals.bag.optionsMap;
    if (!map) {
        map = discriminatorMap(internals.def);
        internals.bag.optionsMap = map;
    }
    const option = map.get(value);
    if (option === null)
        throw new Error(`Ambiguous discriminator value "${String(value)}"`);
    return option;
}
function discriminatorMap(def) {
    const map = new Map();
    for (const option of def.options) {
        const values = option._zod.propValues?.[def.discriminator];
        if (!values || values.size === 0)
            throw new Error(`Invalid discriminated union option at index "${def.options.indexOf(option)}"`);
        for (const value of values) {
            if (map.has(value)) {
                if (value !== undefined)
                    throw new Error(`Duplicate discriminator value "${String(value)}"`);
                // keep the collision marked so a later member cannot reclaim it
                map.set(value, null);
            }
            else {
                map.set(value, option);
            }
        }
    }
    return map;
}
const $ZodDiscriminatedUnion = 
/*@__PURE__*/
(/* unused pure expression or super */ null && (core.$constructor("$ZodDiscriminatedUnion", (inst, def) => {
    def.inclusive = false;
    $ZodUnion.init(inst, def);
    const _super = inst._zod.parse;
    util.defineLazyInternal(inst, "propValues", (zod) => {
        const propValues = {};
        let undefinedCount = 0;
        for (const option of zod.def.options) {
            const pv = option._zod.propValues;
            if (!pv || Object.keys(pv).length === 0)
                throw new Error(`Invalid discriminated union option at index "${zod.def.options.indexOf(option)}"`);
            if (pv[zod.def.discriminator]?.has(undefined))
                undefinedCount++;
            for (const [k, v] of Object.entries(pv)) {
                if (!Object.prototype.hasOwnProperty.call(propValues, k)) {
                    util.assignProp(propValues, k, new Set());
                }
                for (const val of v) {
                    propValues[k].add(val);
                }
            }
        }
        if (!zod.def.unionFallback && undefinedCount > 1)
            propValues[zod.def.discriminator]?.delete(undefined);
        return propValues;
    });
    // Checked now rather than in the lookup map below, so an option that lacks the discriminator fails at the `discriminatedUnion` call instead of on the first object parsed. Options whose shape cannot be enumerated without resolving it — pipes and lazies — are left to the map.
    def.options.forEach((option, i) => {
        const propShape = util.rawShape(option._zod.def);
        if (propShape && !Object.prototype.hasOwnProperty.call(propShape, def.discriminator)) {
            throw new Error(`Invalid discriminated union option at index "${i}"`);
        }
    });
    const disc = util.cached(() => discriminatorMap(def));
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!util.isObject(input)) {
            payload.issues.push({
                code: "invalid_type",
                expected: "object",
                input,
                inst,
            });
            return payload;
        }
        const value = input?.[def.discriminator];
        const opt = disc.value.get(value);
        // forward metadata cannot choose an encoder for an absent tag
        if (opt && (value !== undefined || ctx.direction !== "backward")) {
            return opt._zod.run(payload, ctx);
        }
        // Fall back to union matching when the fast discriminator path fails:
        // - explicitly enabled via unionFallback, or
        // - during backward direction (encode), since codec-based discriminators have different values in forward vs backward directions
        if (def.unionFallback || ctx.direction === "backward") {
            return _super(payload, ctx);
        }
        // no matching discriminator
        payload.issues.push({
            code: "invalid_union",
            errors: [],
            note: "No matching discriminator",
            discriminator: def.discriminator,
            options: Array.from(disc.value.keys()).filter((value) => disc.value.get(value) !== null),
            input,
            path: [def.discriminator],
            inst,
        });
        return payload;
    };
})));
const $ZodIntersection = /*@__PURE__*/ $constructor("$ZodIntersection", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        const left = def.left._zod.run({ value: input, issues: [] }, ctx);
        const right = def.right._zod.run({ value: input, issues: [] }, ctx);
        const async = left instanceof Promise || right instanceof Promise;
        if (async) {
            return Promise.all([left, right]).then(([left, right]) => {
                return handleIntersectionResults(payload, left, right);
            });
        }
        return handleIntersectionResults(payload, left, right);
    };
});
function mergeValues(a, b) {
    // const aType = parse.t(a);
    // const bType = parse.t(b);
    if (a === b) {
        return { valid: true, data: a };
    }
    if (a instanceof Date && b instanceof Date && +a === +b) {
        return { valid: true, data: a };
    }
    if (isPlainObject(a) && isPlainObject(b)) {
        const bKeys = Object.keys(b);
        const sharedKeys = Object.keys(a).filter((key) => bKeys.indexOf(key) !== -1);
        const newObj = { ...a, ...b };
        if (Object.prototype.hasOwnProperty.call(newObj, "__proto__"))
            delete newObj.__proto__;
        for (const key of sharedKeys) {
            if (key === "__proto__")
                continue;
            const sharedValue = mergeValues(a[key], b[key]);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [key, ...sharedValue.mergeErrorPath],
                };
            }
            newObj[key] = sharedValue.data;
        }
        return { valid: true, data: newObj };
    }
    if (Array.isArray(a) && Array.isArray(b)) {
        if (a.length !== b.length) {
            return { valid: false, mergeErrorPath: [] };
        }
        const newArray = [];
        for (let index = 0; index < a.length; index++) {
            const itemA = a[index];
            const itemB = b[index];
            const sharedValue = mergeValues(itemA, itemB);
            if (!sharedValue.valid) {
                return {
                    valid: false,
                    mergeErrorPath: [index, ...sharedValue.mergeErrorPath],
                };
            }
            newArray.push(sharedValue.data);
        }
        return { valid: true, data: newArray };
    }
    return { valid: false, mergeErrorPath: [] };
}
function handleIntersectionResults(result, left, right) {
    // Track which side(s) reject each key. A key rejection is reported only when BOTH sides reject it, so a key owned by one branch survives the other's key schema. strictObject reports these as unrecognized_keys; a record with an open key schema reports one invalid_key per key.
    const unrecKeys = new Map();
    let unrecIssue;
    const keyIssues = new Map();
    const collect = (iss, side) => {
        let keys;
        if (iss.code === "unrecognized_keys" && !iss.path?.length) {
            unrecIssue ?? (unrecIssue = iss);
            keys = iss.keys;
        }
        else if (iss.code === "invalid_key" && iss.origin === "record" && iss.path?.length === 1) {
            const k = String(iss.path[0]);
            if (!keyIssues.has(k))
                keyIssues.set(k, iss);
            keys = [k];
        }
        else {
            return false;
        }
        for (const k of keys) {
            if (!unrecKeys.has(k))
                unrecKeys.set(k, {});
            unrecKeys.get(k)[side] = true;
        }
        return true;
    };
    for (const iss of left.issues) {
        if (!collect(iss, "l"))
            result.issues.push(iss);
    }
    for (const iss of right.issues) {
        if (!collect(iss, "r"))
            result.issues.push(iss);
    }
    // Report only keys rejected by BOTH sides
    const bothKeys = [...unrecKeys].filter(([, f]) => f.l && f.r).map(([k]) => k);
    if (bothKeys.length) {
        const aggregated = unrecIssue ? bothKeys.filter((k) => unrecIssue.keys.includes(k)) : [];
        if (aggregated.length)
            result.issues.push({ ...unrecIssue, keys: aggregated });
        for (const k of bothKeys) {
            if (!aggregated.includes(k) && keyIssues.has(k))
                result.issues.push(keyIssues.get(k));
        }
    }
    const merged = mergeValues(left.value, right.value);
    if (!merged.valid) {
        if (aborted(result))
            return result;
        throw new Error(`Unmergable intersection. Error path: ` + `${JSON.stringify(merged.mergeErrorPath)}`);
    }
    result.value = merged.data;
    return result;
}
const $ZodTuple = /*@__PURE__*/ $constructor("$ZodTuple", (inst, def) => {
    $ZodType.init(inst, def);
    const items = def.items;
    const memo = globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!Array.isArray(input)) {
            payload.issues.push({
                input,
                inst,
                expected: "tuple",
                code: "invalid_type",
            });
            return payload;
        }
        payload.value = memo ? memo.alloc(inst, payload, [], ctx) : [];
        const proms = [];
        const optinStart = getTupleOptStart(items, "optin");
        const optoutStart = getTupleOptStart(items, "optout");
        if (!def.rest) {
            if (input.length < optinStart) {
                payload.issues.push({
                    code: "too_small",
                    minimum: optinStart,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
                return payload;
            }
            if (input.length > items.length) {
                payload.issues.push({
                    code: "too_big",
                    maximum: items.length,
                    inclusive: true,
                    input,
                    inst,
                    origin: "array",
                });
            }
        }
        // Run every item in parallel, collecting results into an indexed array. The post-processing in `handleTupleResults` walks them in order so it can decide whether an absent optional-output error can truncate the tail or must be reported to preserve required output.
        const itemResults = new Array(items.length);
        // only tracked when there is a rest loop to skip
        const abortEarly = def.rest ? ctx?.abortEarly : undefined;
        let itemAborted = false;
        for (let i = 0; i < items.length; i++) {
            const r = items[i]._zod.run({ value: input[i], issues: [] }, ctx);
            if (r instanceof Promise) {
                proms.push(r.then((rr) => {
                    itemResults[i] = rr;
                }));
            }
            else {
                itemResults[i] = r;
                if (abortEarly && !itemAborted && r.issues.length)
                    itemAborted = aborted(r);
            }
        }
        // sound because rest is non-empty exactly when every fixed index is present, the one case handleTupleResults cannot discard an item's issues
        if (def.rest && !itemAborted) {
            let i = items.length - 1;
            const rest = input.slice(items.length);
            let seen = payload.issues.length;
            for (const el of rest) {
                if (abortEarly && payload.issues.length !== seen) {
                    if (aborted(payload, seen))
                        break;
                    seen = payload.issues.length;
                }
                i++;
                const result = def.rest._zod.run({ value: el, issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((r) => handleTupleResult(r, payload, i)));
                }
                else {
                    handleTupleResult(result, payload, i);
                }
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => handleTupleResults(itemResults, payload, items, input, optoutStart));
        }
        return handleTupleResults(itemResults, payload, items, input, optoutStart);
    };
});
function getTupleOptStart(items, key) {
    for (let i = items.length - 1; i >= 0; i--) {
        // optin is a three-rung ladder so any rung above `undefined` permits an absent slot; optout stays two-valued.
        const omittable = key === "optin" ? items[i]._zod.optin !== undefined : items[i]._zod.optout === "optional";
        if (!omittable)
            return i + 1;
    }
    return 0;
}
function handleTupleResult(result, final, index) {
    if (result.issues.length) {
        final.issues.push(...prefixIssues(index, result.issues));
    }
    final.value[index] = result.value;
}
function handleTupleResults(itemResults, final, items, input, optoutStart) {
    // Walk results in order. Mirror $ZodObject's swallow-on-absent-optional rule, but only after `optoutStart`: the first index where the output tuple tail can be absent.
    for (let i = 0; i < items.length; i++) {
        const r = itemResults[i];
        const isPresent = i < input.length;
        // The array analog of `handlePropertyResult`'s absent-key early return: the middle rung permits absence without supplying anything in its place, so the tail truncates here instead of materializing whatever the item made of `undefined`.
        if (!isPresent && i >= optoutStart && items[i]._zod.optin === "optional") {
            final.value.length = i;
            break;
        }
        if (r.issues.length) {
            if (!isPresent && i >= optoutStart) {
                final.value.length = i;
                break;
            }
            final.issues.push(...prefixIssues(i, r.issues));
        }
        final.value[i] = r.value;
    }
    // Drop trailing slots that produced `undefined` for absent input
    // (the array analog of an absent optional key on an object). The
    // `i >= input.length` floor is critical: an explicit `undefined`
    // *inside* the input must be preserved even when the schema is
    // optional-out (e.g. `z.string().or(z.undefined())` accepting an
    // explicit undefined value).
    for (let i = final.value.length - 1; i >= input.length; i--) {
        if (items[i]._zod.optout === "optional" && final.value[i] === undefined) {
            final.value.length = i;
        }
        else {
            break;
        }
    }
    return final;
}
const $ZodRecord = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodRecord", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!util.isPlainObject(input)) {
            payload.issues.push({
                expected: "record",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        // no guard in either loop below: a record's invalid_key aborts but an enclosing intersection can reconcile it, so a stopped loop hides keys the sibling does not own and the intersection then rejects nothing
        const proms = [];
        const values = def.keyType._zod.values;
        if (values && !def.partial) {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            const recordKeys = new Set();
            for (const key of values) {
                if (typeof key === "string" || typeof key === "number" || typeof key === "symbol") {
                    recordKeys.add(typeof key === "number" ? key.toString() : key);
                    // A declared __proto__ is stripped but is not an unrecognized key.
                    if (key === "__proto__")
                        continue;
                    const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                    if (keyResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (keyResult.issues.length) {
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                        continue;
                    }
                    const outKey = keyResult.value;
                    if (outKey === "__proto__")
                        continue;
                    const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                    if (result instanceof Promise) {
                        proms.push(result.then((result) => {
                            if (result.issues.length) {
                                payload.issues.push(...util.prefixIssues(key, result.issues));
                            }
                            payload.value[outKey] = result.value;
                        }));
                    }
                    else {
                        if (result.issues.length) {
                            payload.issues.push(...util.prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }
                }
            }
            let unrecognized;
            for (const key in input) {
                if (!recordKeys.has(key)) {
                    if (def.mode === "loose") {
                        // skip __proto__ so it can't replace the result prototype via the assignment setter on the plain {} we build into
                        if (key === "__proto__")
                            continue;
                        payload.value[key] = input[key];
                    }
                    else {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        else {
            payload.value = memo ? memo.alloc(inst, payload, {}, ctx) : {};
            // An enumerable key schema declares which keys the record owns, so a key outside the set is unrecognized. A non-enumerable one (regex, refine) is a constraint every key must satisfy, so a failing key is invalid. Only the former is reconcilable against the other side of an intersection.
            let unrecognized;
            // Reflect.ownKeys for Symbol-key support; filter non-enumerable to match z.object()
            for (const key of Reflect.ownKeys(input)) {
                if (key === "__proto__")
                    continue;
                if (!Object.prototype.propertyIsEnumerable.call(input, key))
                    continue;
                let keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
                if (keyResult instanceof Promise) {
                    throw new Error("Async schemas not supported in object keys currently");
                }
                // Numeric string fallback: if key is a numeric string and failed, retry with Number(key). This handles z.number(), z.literal([1, 2, 3]), and unions containing numeric literals
                const checkNumericKey = typeof key === "string" && regexes.number.test(key) && keyResult.issues.length;
                if (checkNumericKey) {
                    const retryResult = def.keyType._zod.run({ value: Number(key), issues: [] }, ctx);
                    if (retryResult instanceof Promise) {
                        throw new Error("Async schemas not supported in object keys currently");
                    }
                    if (retryResult.issues.length === 0) {
                        keyResult = retryResult;
                    }
                }
                if (keyResult.issues.length) {
                    if (def.mode === "loose") {
                        // Pass through unchanged
                        payload.value[key] = input[key];
                    }
                    else if (values) {
                        unrecognized = unrecognized ?? [];
                        unrecognized.push(key);
                    }
                    else {
                        // Default "strict" behavior: error on invalid key
                        payload.issues.push({
                            code: "invalid_key",
                            origin: "record",
                            issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
                            input: key,
                            path: [key],
                            inst,
                        });
                    }
                    continue;
                }
                // the guard above tests the raw input key, but the key schema can normalize an ordinary key into __proto__; re-check the key we actually write under
                const outKey = keyResult.value;
                if (outKey === "__proto__")
                    continue;
                const result = def.valueType._zod.run({ value: input[key], issues: [] }, ctx);
                if (result instanceof Promise) {
                    proms.push(result.then((result) => {
                        if (result.issues.length) {
                            payload.issues.push(...util.prefixIssues(key, result.issues));
                        }
                        payload.value[outKey] = result.value;
                    }));
                }
                else {
                    if (result.issues.length) {
                        payload.issues.push(...util.prefixIssues(key, result.issues));
                    }
                    payload.value[outKey] = result.value;
                }
            }
            if (unrecognized && unrecognized.length > 0) {
                payload.issues.push({
                    code: "unrecognized_keys",
                    input,
                    inst,
                    keys: unrecognized,
                    continue: true,
                });
            }
        }
        if (proms.length) {
            return Promise.all(proms).then(() => payload);
        }
        return payload;
    };
})));
const $ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodMap", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Map)) {
            payload.issues.push({
                expected: "map",
                code: "invalid_type",
                input,
                inst,
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Map(), ctx) : new Map();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const [key, value] of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const keyResult = def.keyType._zod.run({ value: key, issues: [] }, ctx);
            const valueResult = def.valueType._zod.run({ value: value, issues: [] }, ctx);
            if (keyResult instanceof Promise || valueResult instanceof Promise) {
                proms.push(Promise.all([keyResult, valueResult]).then(([keyResult, valueResult]) => {
                    handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
                }));
            }
            else {
                handleMapResult(keyResult, valueResult, payload, key, input, inst, ctx);
            }
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, mapSize);
})));
function handleMapResult(keyResult, valueResult, final, key, input, inst, ctx) {
    if (keyResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, keyResult.issues));
        }
        else {
            final.issues.push({
                code: "invalid_key",
                origin: "map",
                input,
                inst,
                issues: keyResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    if (valueResult.issues.length) {
        if (util.propertyKeyTypes.has(typeof key)) {
            final.issues.push(...util.prefixIssues(key, valueResult.issues));
        }
        else {
            final.issues.push({
                origin: "map",
                code: "invalid_element",
                input,
                inst,
                key: key,
                issues: valueResult.issues.map((iss) => util.finalizeIssue(iss, ctx, core.config())),
            });
        }
    }
    final.value.set(keyResult.value, valueResult.value);
}
const $ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSet", (inst, def) => {
    $ZodType.init(inst, def);
    const memo = core.globalConfig.memoizer;
    memo?.attach(inst);
    inst._zod.parse = (payload, ctx) => {
        const input = payload.value;
        if (!(input instanceof Set)) {
            payload.issues.push({
                input,
                inst,
                expected: "set",
                code: "invalid_type",
            });
            return payload;
        }
        const proms = [];
        payload.value = memo ? memo.alloc(inst, payload, new Set(), ctx) : new Set();
        const abortEarly = ctx?.abortEarly;
        let seen = payload.issues.length;
        for (const item of input) {
            if (abortEarly && payload.issues.length !== seen) {
                if (util.aborted(payload, seen))
                    break;
                seen = payload.issues.length;
            }
            const result = def.valueType._zod.run({ value: item, issues: [] }, ctx);
            if (result instanceof Promise) {
                proms.push(result.then((result) => handleSetResult(result, payload)));
            }
            else
                handleSetResult(result, payload);
        }
        if (proms.length)
            return Promise.all(proms).then(() => payload);
        return payload;
    };
    capSize(inst, setSize);
})));
function handleSetResult(result, final) {
    if (result.issues.length) {
        final.issues.push(...result.issues);
    }
    final.value.add(result.value);
}
const $ZodEnum = /*@__PURE__*/ $constructor("$ZodEnum", (inst, def) => {
    $ZodType.init(inst, def);
    const values = getEnumValues(def.entries);
    const valuesSet = new Set(values);
    inst._zod.values = valuesSet;
    defineLazyInternal(inst, "pattern", (zod) => {
        const patternValues = getEnumValues(zod.def.entries).filter((k) => propertyKeyTypes.has(typeof k));
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(patternValues.length ? `^(${patternValues.map((o) => escapeRegex(o.toString())).join("|")})$` : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (valuesSet.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values,
            input,
            inst,
        });
        return payload;
    };
});
const $ZodLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const values = new Set(def.values);
    inst._zod.values = values;
    util.defineLazyInternal(inst, "pattern", (zod) => {
        const vals = zod.def.values;
        // unmatchable fallback, RE2-safe: an empty alternation would compile to /^()$/, which matches ""
        return new RegExp(vals.length
            ? `^(${vals
                .map((o) => typeof o === "string" ? util.escapeRegex(o) : o ? util.escapeRegex(o.toString()) : String(o))
                .join("|")})$`
            : "^[^\\s\\S]$");
    });
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        if (values.has(input)) {
            return payload;
        }
        payload.issues.push({
            code: "invalid_value",
            values: def.values,
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFile", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        const input = payload.value;
        // @ts-ignore
        if (input instanceof File)
            return payload;
        payload.issues.push({
            expected: "file",
            code: "invalid_type",
            input,
            inst,
        });
        return payload;
    };
})));
const $ZodTransform = /*@__PURE__*/ $constructor("$ZodTransform", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "optional";
    globalConfig.memoizer?.guard(inst);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new $ZodEncodeError(inst.constructor.name);
        }
        const _out = def.transform(payload.value, payload);
        if (ctx.async) {
            const output = _out instanceof Promise ? _out : Promise.resolve(_out);
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        if (_out instanceof Promise) {
            throw new $ZodAsyncError();
        }
        payload.value = _out;
        return payload;
    };
});
function handleOptionalResult(payload, result) {
    // A substituting schema that still failed has no usable answer; yield undefined. Its issues are simply dropped: it ran on a payload of its own, so there is no shared array to truncate and nothing of the caller's to lose with it.
    payload.value = result.issues.length ? undefined : result.value;
    return payload;
}
const $ZodOptional = /*@__PURE__*/ $constructor("$ZodOptional", (inst, def) => {
    $ZodType.init(inst, def);
    // .optional() propagates absence rather than substituting for it, so a defaulted inner keeps its rung.
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    inst._zod.optout = "optional";
    defineLazyInternal(inst, "values", (zod) => {
        const values = zod.def.innerType._zod.values;
        return values ? new Set([...values, undefined]) : undefined;
    });
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)})?$`) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        if (payload.value === undefined) {
            // Only the top rung substitutes a value for absence; everything else leaves it intact, which is what .optional() means.
            if (def.innerType._zod.optin !== "defaulted")
                return payload;
            // Its own payload, for the same reason $ZodCatch gets one: a pipe forwards an unrecognized key through the caller's issues array, and this must not read that as the substituting schema failing and drop it.
            const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
            if (result instanceof Promise)
                return result.then((result) => handleOptionalResult(payload, result));
            return handleOptionalResult(payload, result);
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodExactOptional = /*@__PURE__*/ $constructor("$ZodExactOptional", (inst, def) => {
    // Call parent init - inherits optin/optout = "optional"
    $ZodOptional.init(inst, def);
    // Override values/pattern to NOT add undefined
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    defineLazyInternal(inst, "pattern", (zod) => zod.def.innerType._zod.pattern);
    // Override parse to just delegate (no undefined handling)
    inst._zod.parse = (payload, ctx) => {
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNullable = /*@__PURE__*/ $constructor("$ZodNullable", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    defineLazyInternal(inst, "pattern", (zod) => {
        const pattern = zod.def.innerType._zod.pattern;
        return pattern ? new RegExp(`^(${cleanRegex(pattern.source)}|null)$`) : undefined;
    });
    defineLazyInternal(inst, "values", (zod) => {
        return zod.def.innerType._zod.values ? new Set([...zod.def.innerType._zod.values, null]) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        // Forward direction (decode): allow null to pass through
        if (payload.value === null)
            return payload;
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodDefault = /*@__PURE__*/ $constructor("$ZodDefault", (inst, def) => {
    $ZodType.init(inst, def);
    // inst._zod.qin = "true";
    inst._zod.optin = "defaulted";
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply defaults for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
            /**
             * $ZodDefault returns the default value immediately in forward direction.
             * It doesn't pass the default value into the validator ("prefault"). There's no reason to pass the default value through validation. The validity of the default is enforced by TypeScript statically. Otherwise, it's the responsibility of the user to ensure the default is valid. In the case of pipes with divergent in/out types, you can specify the default on the `in` schema of your ZodPipe to set a "prefault" for the pipe.   */
            return payload;
        }
        // Forward direction: continue with default handling
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleDefaultResult(result, def));
        }
        return handleDefaultResult(result, def);
    };
});
function handleDefaultResult(payload, def) {
    if (payload.value === undefined) {
        payload.value = def.defaultValue;
    }
    return payload;
}
const $ZodPrefault = /*@__PURE__*/ $constructor("$ZodPrefault", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.optin = "defaulted";
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply prefault for undefined input
        if (payload.value === undefined) {
            payload.value = def.defaultValue;
        }
        return def.innerType._zod.run(payload, ctx);
    };
});
const $ZodNonOptional = /*@__PURE__*/ $constructor("$ZodNonOptional", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "values", (zod) => {
        const v = zod.def.innerType._zod.values;
        return v ? new Set([...v].filter((x) => x !== undefined)) : undefined;
    });
    inst._zod.parse = (payload, ctx) => {
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleNonOptionalResult(result, inst));
        }
        return handleNonOptionalResult(result, inst);
    };
});
function handleNonOptionalResult(payload, inst) {
    if (!payload.issues.length && payload.value === undefined) {
        payload.issues.push({
            code: "invalid_type",
            expected: "nonoptional",
            input: payload.value,
            inst,
        });
    }
    return payload;
}
const $ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodSuccess", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            throw new core.$ZodEncodeError("ZodSuccess");
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then((result) => {
                payload.value = result.issues.length === 0;
                return payload;
            });
        }
        payload.value = result.issues.length === 0;
        return payload;
    };
})));
function handleCatchResult(payload, result, def, ctx) {
    if (!result.issues.length) {
        payload.value = result.value;
        // The value carries up, so the flag describing it has to carry with it: a back-edge into a node still being parsed must not be frozen by an enclosing readonly, and its checks belong to the node itself. Guarded so the ordinary case adds no own property.
        if (result.memo)
            payload.memo = true;
        return payload;
    }
    // Spread the inner's own payload, not ours: `value` has to stay the input the catch was handed, and the inner ran on a payload of its own so its issues are already private to this call.
    payload.value = def.catchValue({
        ...result,
        value: payload.value,
        error: {
            issues: result.issues.map((iss) => finalizeIssue(iss, ctx, config())),
        },
        input: payload.value,
    });
    return payload;
}
const $ZodCatch = /*@__PURE__*/ $constructor("$ZodCatch", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType._zod.optin === "defaulted" ? "defaulted" : "optional");
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType._zod.optout);
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        // Forward direction (decode): apply catch logic
        const result = def.innerType._zod.run({ value: payload.value, issues: [] }, ctx);
        if (result instanceof Promise) {
            return result.then((result) => handleCatchResult(payload, result, def, ctx));
        }
        return handleCatchResult(payload, result, def, ctx);
    };
});
const $ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodNaN", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "number" || !Number.isNaN(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "nan",
                code: "invalid_type",
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodPipe = /*@__PURE__*/ $constructor("$ZodPipe", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handlePipeResult(right, def.in, ctx));
            }
            return handlePipeResult(right, def.in, ctx);
        }
        const left = def.in._zod.run(payload, ctx);
        if (left instanceof Promise) {
            return left.then((left) => handlePipeResult(left, def.out, ctx));
        }
        return handlePipeResult(left, def.out, ctx);
    };
});
function handlePipeResult(left, next, ctx) {
    // Any issue stops the pipe, so a failing refinement never feeds its transform. An unrecognized key is the exception: it describes the input's extra properties, not the value being piped, and an enclosing intersection may yet reconcile it.
    if (left.issues.some((iss) => iss.code !== "unrecognized_keys")) {
        // prevent further checks
        left.aborted = true;
        return left;
    }
    return next._zod.run({ value: left.value, issues: left.issues }, ctx);
}
const $ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodCodec", (inst, def) => {
    $ZodType.init(inst, def);
    util.defineLazyInternal(inst, "values", (zod) => zod.def.in._zod.values);
    util.defineLazyInternal(inst, "optin", (zod) => zod.def.in._zod.optin);
    util.defineLazyInternal(inst, "optout", (zod) => zod.def.out._zod.optout);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.def.in._zod.propValues);
    inst._zod.parse = (payload, ctx) => {
        const direction = ctx.direction || "forward";
        if (direction === "forward") {
            const left = def.in._zod.run(payload, ctx);
            if (left instanceof Promise) {
                return left.then((left) => handleCodecAResult(left, def, ctx));
            }
            return handleCodecAResult(left, def, ctx);
        }
        else {
            const right = def.out._zod.run(payload, ctx);
            if (right instanceof Promise) {
                return right.then((right) => handleCodecAResult(right, def, ctx));
            }
            return handleCodecAResult(right, def, ctx);
        }
    };
})));
function handleCodecAResult(result, def, ctx) {
    if (result.issues.length) {
        // prevent further checks
        result.aborted = true;
        return result;
    }
    const direction = ctx.direction || "forward";
    if (direction === "forward") {
        const transformed = def.transform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.out, ctx));
        }
        return handleCodecTxResult(result, transformed, def.out, ctx);
    }
    else {
        const transformed = def.reverseTransform(result.value, result);
        if (transformed instanceof Promise) {
            return transformed.then((value) => handleCodecTxResult(result, value, def.in, ctx));
        }
        return handleCodecTxResult(result, transformed, def.in, ctx);
    }
}
function handleCodecTxResult(left, value, nextSchema, ctx) {
    // Check if transform added any issues
    if (left.issues.length) {
        left.aborted = true;
        return left;
    }
    return nextSchema._zod.run({ value, issues: left.issues }, ctx);
}
const $ZodPreprocess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPreprocess", (inst, def) => {
    $ZodPipe.init(inst, def);
})));
const $ZodReadonly = /*@__PURE__*/ $constructor("$ZodReadonly", (inst, def) => {
    $ZodType.init(inst, def);
    defineLazyInternal(inst, "propValues", (zod) => zod.def.innerType._zod.propValues);
    defineLazyInternal(inst, "values", (zod) => zod.def.innerType._zod.values);
    defineLazyInternal(inst, "optin", (zod) => zod.def.innerType?._zod?.optin);
    defineLazyInternal(inst, "optout", (zod) => zod.def.innerType?._zod?.optout);
    inst._zod.parse = (payload, ctx) => {
        if (ctx.direction === "backward") {
            return def.innerType._zod.run(payload, ctx);
        }
        const result = def.innerType._zod.run(payload, ctx);
        if (result instanceof Promise) {
            return result.then(handleReadonlyResult);
        }
        return handleReadonlyResult(result);
    };
});
function handleReadonlyResult(payload) {
    // A repeat visit hands back a node that is still being built; freezing it here would make the rest of its keys fail to assign.
    if (!payload.memo)
        payload.value = Object.freeze(payload.value);
    return payload;
}
// a leaf's pattern source with its own checks folded in: the last pattern-carrying check wins, else length bounds narrow the catch-all, else an integer format narrows the number form. the fold lives here instead of on `_zod.pattern` so a bundle without template literals never pays for it
function leafPattern(schema) {
    const def = schema._zod.def;
    let pattern = def.pattern;
    let isInt = !!def.format?.includes("int");
    let minimum;
    let maximum;
    for (const ch of def.checks ?? []) {
        const d = ch._zod.def;
        if (d.pattern)
            pattern = d.pattern;
        isInt || (isInt = !!d.format?.includes("int"));
        const lo = d.minimum ?? d.length;
        const hi = d.maximum ?? d.length;
        if (lo !== undefined && (minimum === undefined || lo > minimum))
            minimum = lo;
        if (hi !== undefined && (maximum === undefined || hi < maximum))
            maximum = hi;
    }
    if (pattern)
        return pattern.source;
    // an empty range matches nothing at runtime, and `{8,5}` is not a legal quantifier
    if (minimum !== undefined && maximum !== undefined && minimum > maximum)
        return "(?!)";
    if (minimum !== undefined || maximum !== undefined)
        return regexes.string({ minimum, maximum }).source;
    const own = schema._zod.pattern;
    return (isInt && own === regexes.number ? regexes.integer : own)?.source;
}
// a part's pattern source. a wrapper's pattern embeds its inner pattern's source verbatim, so the folded form is substituted in place without knowing the wrapper's own composition; a union's options are joined the way the union builds its own pattern
function partPattern(schema) {
    const def = schema._zod.def;
    const own = schema._zod.pattern?.source;
    // lazy resolves its inner on the internals, not the def
    const inner = def.innerType ?? schema._zod.innerType;
    if (inner) {
        const before = inner._zod.pattern?.source;
        const after = partPattern(inner);
        if (own && before && after && after !== before) {
            return own.replace(util.cleanRegex(before), () => util.cleanRegex(after));
        }
        return own;
    }
    if (def.options) {
        const sources = def.options.map(partPattern);
        if (sources.every(Boolean))
            return `^(${sources.map((s) => util.cleanRegex(s)).join("|")})$`;
    }
    return leafPattern(schema);
}
const $ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodTemplateLiteral", (inst, def) => {
    $ZodType.init(inst, def);
    const regexParts = [];
    for (const part of def.parts) {
        if (typeof part === "object" && part !== null) {
            // is Zod schema
            const source = partPattern(part);
            if (!source) {
                throw new Error(`Invalid template literal part, no pattern found: ${[...part._zod.traits].shift()}`);
            }
            regexParts.push(util.cleanRegex(source));
        }
        else if (part === null || util.primitiveTypes.has(typeof part)) {
            regexParts.push(util.escapeRegex(`${part}`));
        }
        else {
            throw new Error(`Invalid template literal part: ${part}`);
        }
    }
    inst._zod.pattern = new RegExp(`^${regexParts.join("")}$`);
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "string") {
            payload.issues.push({
                input: payload.value,
                inst,
                expected: "string",
                code: "invalid_type",
            });
            return payload;
        }
        inst._zod.pattern.lastIndex = 0;
        if (!inst._zod.pattern.test(payload.value)) {
            payload.issues.push({
                input: payload.value,
                inst,
                code: "invalid_format",
                format: def.format ?? "template_literal",
                pattern: inst._zod.pattern.source,
            });
            return payload;
        }
        return payload;
    };
})));
const $ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodFunction", (inst, def) => {
    $ZodType.init(inst, def);
    // Defined, not assigned: the classic prototype exposes `_def` as a getter with no setter.
    Object.defineProperty(inst, "_def", { value: def });
    inst._zod.def = def;
    inst.implement = (func) => {
        if (typeof func !== "function") {
            throw new Error("implement() must be called with a function");
        }
        // Defined inline so the closure stays anonymous: binding it to a `const` first names it, which costs 256 bytes per implemented function.
        return Object.defineProperty(function (...args) {
            const parsedArgs = inst._def.input ? parse(inst._def.input, args) : args;
            const result = Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return parse(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst.implementAsync = (func) => {
        if (typeof func !== "function") {
            throw new Error("implementAsync() must be called with a function");
        }
        return Object.defineProperty(async function (...args) {
            const parsedArgs = inst._def.input ? await parseAsync(inst._def.input, args) : args;
            const result = await Reflect.apply(func, this, parsedArgs);
            if (inst._def.output) {
                return await parseAsync(inst._def.output, result);
            }
            return result;
        }, "_zod", { value: inst._zod, enumerable: false });
    };
    inst._zod.parse = (payload, _ctx) => {
        if (typeof payload.value !== "function") {
            payload.issues.push({
                code: "invalid_type",
                expected: "function",
                input: payload.value,
                inst,
            });
            return payload;
        }
        // Check if output is a promise type to determine if we should use async implementation
        const hasPromiseOutput = inst._def.output && inst._def.output._zod.def.type === "promise";
        if (hasPromiseOutput) {
            payload.value = inst.implementAsync(payload.value);
        }
        else {
            payload.value = inst.implement(payload.value);
        }
        return payload;
    };
    inst.input = (...args) => {
        const F = inst.constructor;
        if (Array.isArray(args[0])) {
            return new F({
                type: "function",
                input: new $ZodTuple({
                    type: "tuple",
                    items: args[0],
                    rest: args[1],
                }),
                output: inst._def.output,
            });
        }
        return new F({
            type: "function",
            input: args[0],
            output: inst._def.output,
        });
    };
    inst.output = (output) => {
        const F = inst.constructor;
        return new F({
            type: "function",
            input: inst._def.input,
            output,
        });
    };
    return inst;
})));
const $ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodPromise", (inst, def) => {
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, ctx) => {
        return Promise.resolve(payload.value).then((inner) => def.innerType._zod.run({ value: inner, issues: [] }, ctx));
    };
})));
const $ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("$ZodLazy", (inst, def) => {
    $ZodType.init(inst, def);
    // Cache the resolved inner type on the shared `def` so all clones of this lazy (e.g. via `.describe()`/`.meta()`) share the same inner instance, preserving identity for cycle detection on recursive schemas.
    util.defineLazy(inst._zod, "innerType", () => {
        const d = def;
        if (!d._cachedInner)
            d._cachedInner = def.getter();
        return d._cachedInner;
    });
    util.defineLazyInternal(inst, "pattern", (zod) => zod.innerType?._zod?.pattern);
    util.defineLazyInternal(inst, "propValues", (zod) => zod.innerType?._zod?.propValues);
    util.defineLazyInternal(inst, "optin", (zod) => zod.innerType?._zod?.optin ?? undefined);
    util.defineLazyInternal(inst, "optout", (zod) => zod.innerType?._zod?.optout ?? undefined);
    inst._zod.parse = (payload, ctx) => {
        const inner = inst._zod.innerType;
        return inner._zod.run(payload, ctx);
    };
})));
const $ZodCustom = /*@__PURE__*/ $constructor("$ZodCustom", (inst, def) => {
    $ZodCheck.init(inst, def);
    $ZodType.init(inst, def);
    inst._zod.parse = (payload, _) => {
        return payload;
    };
    inst._zod.check = (payload) => {
        const input = payload.value;
        const r = def.fn(input);
        if (r instanceof Promise) {
            return r.then((r) => handleRefineResult(r, payload, input, inst));
        }
        handleRefineResult(r, payload, input, inst);
        return;
    };
});
function handleRefineResult(result, payload, input, inst) {
    if (!result) {
        const _iss = {
            code: "custom",
            input,
            inst, // incorporates params.error into issue reporting
            path: [...(inst._zod.def.path ?? [])], // incorporates params.error into issue reporting
            continue: !inst._zod.def.abort,
            // params: inst._zod.def.params,
        };
        if (inst._zod.def.params)
            _iss.params = inst._zod.def.params;
        payload.issues.push(util_issue(_iss));
    }
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/registries.js
var registries_a;
const $output = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodOutput")));
const $input = /*@__PURE__*/ (/* unused pure expression or super */ null && (Symbol("ZodInput")));
class $ZodRegistry {
    constructor() {
        this._map = new WeakMap();
        this._idmap = new Map();
    }
    add(schema, ..._meta) {
        const meta = _meta[0];
        this._map.set(schema, meta);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.set(meta.id, schema);
        }
        return this;
    }
    clear() {
        this._map = new WeakMap();
        this._idmap = new Map();
        return this;
    }
    remove(schema) {
        const meta = this._map.get(schema);
        if (meta && typeof meta === "object" && "id" in meta) {
            this._idmap.delete(meta.id);
        }
        this._map.delete(schema);
        return this;
    }
    get(schema) {
        // return this._map.get(schema) as any;
        // inherit metadata
        const p = schema._zod.parent;
        if (p) {
            const pm = { ...(this.get(p) ?? {}) };
            delete pm.id; // do not inherit id
            const f = { ...pm, ...this._map.get(schema) };
            return Object.keys(f).length ? f : undefined;
        }
        return this._map.get(schema);
    }
    has(schema) {
        return this._map.has(schema);
    }
}
// registries
function registry() {
    return new $ZodRegistry();
}
(registries_a = globalThis).__zod_globalRegistry ?? (registries_a.__zod_globalRegistry = registry());
const globalRegistry = globalThis.__zod_globalRegistry;

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/api.js




function snapshotChecks(def) {
    if (def.checks)
        def.checks = [...def.checks];
    return def;
}
// @__NO_SIDE_EFFECTS__
function _string(Class, params) {
    return new Class(snapshotChecks({ type: "string", ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedString(Class, params) {
    return new Class(snapshotChecks({ type: "string", coerce: true, ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _email(Class, params) {
    return new Class({
        type: "string",
        format: "email",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _guid(Class, params) {
    return new Class({
        type: "string",
        format: "guid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuid(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv4(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v4",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv6(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v6",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uuidv7(Class, params) {
    return new Class({
        type: "string",
        format: "uuid",
        check: "string_format",
        abort: false,
        version: "v7",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _url(Class, params) {
    return new Class({
        type: "string",
        format: "url",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_emoji(Class, params) {
    return new Class({
        type: "string",
        format: "emoji",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nanoid(Class, params) {
    return new Class({
        type: "string",
        format: "nanoid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link _cuid2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
// @__NO_SIDE_EFFECTS__
function _cuid(Class, params) {
    return new Class({
        type: "string",
        format: "cuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cuid2(Class, params) {
    return new Class({
        type: "string",
        format: "cuid2",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ulid(Class, params) {
    return new Class({
        type: "string",
        format: "ulid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _xid(Class, params) {
    return new Class({
        type: "string",
        format: "xid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ksuid(Class, params) {
    return new Class({
        type: "string",
        format: "ksuid",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv4(Class, params) {
    return new Class({
        type: "string",
        format: "ipv4",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _ipv6(Class, params) {
    return new Class({
        type: "string",
        format: "ipv6",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mac(Class, params) {
    return new Class({
        type: "string",
        format: "mac",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv4(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv4",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _cidrv6(Class, params) {
    return new Class({
        type: "string",
        format: "cidrv6",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64(Class, params) {
    return new Class({
        type: "string",
        format: "base64",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _base64url(Class, params) {
    return new Class({
        type: "string",
        format: "base64url",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _e164(Class, params) {
    return new Class({
        type: "string",
        format: "e164",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _creditCard(Class, params) {
    return new Class({
        type: "string",
        format: "credit_card",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _iban(Class, params) {
    return new Class({
        type: "string",
        format: "iban",
        check: "string_format",
        abort: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _jwt(Class, params) {
    return new Class({
        type: "string",
        format: "jwt",
        check: "string_format",
        abort: false,
        ...normalizeParams(params),
    });
}
const TimePrecision = {
    Any: null,
    Minute: -1,
    Second: 0,
    Millisecond: 3,
    Microsecond: 6,
};
// @__NO_SIDE_EFFECTS__
function _isoDateTime(Class, params) {
    return new Class({
        type: "string",
        format: "datetime",
        check: "string_format",
        offset: false,
        local: false,
        precision: null,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDate(Class, params) {
    return new Class({
        type: "string",
        format: "date",
        check: "string_format",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoTime(Class, params) {
    return new Class({
        type: "string",
        format: "time",
        check: "string_format",
        precision: null,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _isoDuration(Class, params) {
    return new Class({
        type: "string",
        format: "duration",
        check: "string_format",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _number(Class, params) {
    return new Class(snapshotChecks({ type: "number", checks: [], ...normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _coercedNumber(Class, params) {
    return new Class(snapshotChecks({ type: "number", coerce: true, checks: [], ...util.normalizeParams(params) }));
}
// @__NO_SIDE_EFFECTS__
function _int(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "safeint",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _float64(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "float64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "int32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint32(Class, params) {
    return new Class({
        type: "number",
        check: "number_format",
        abort: false,
        format: "uint32",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _boolean(Class, params) {
    return new Class({
        type: "boolean",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBoolean(Class, params) {
    return new Class({
        type: "boolean",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _bigint(Class, params) {
    return new Class({
        type: "bigint",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedBigint(Class, params) {
    return new Class({
        type: "bigint",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _int64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "int64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uint64(Class, params) {
    return new Class({
        type: "bigint",
        check: "bigint_format",
        abort: false,
        format: "uint64",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _symbol(Class, params) {
    return new Class({
        type: "symbol",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_undefined(Class, params) {
    return new Class({
        type: "undefined",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function api_null(Class, params) {
    return new Class({
        type: "null",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _any(Class) {
    return new Class({
        type: "any",
    });
}
// @__NO_SIDE_EFFECTS__
function _unknown(Class) {
    return new Class({
        type: "unknown",
    });
}
// @__NO_SIDE_EFFECTS__
function _never(Class, params) {
    return new Class({
        type: "never",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _void(Class, params) {
    return new Class({
        type: "void",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _date(Class, params) {
    return new Class({
        type: "date",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _coercedDate(Class, params) {
    return new Class({
        type: "date",
        coerce: true,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _nan(Class, params) {
    return new Class({
        type: "nan",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lt(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _lte(value, params) {
    return new $ZodCheckLessThan({
        check: "less_than",
        ...normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _gt(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...normalizeParams(params),
        value,
        inclusive: false,
    });
}
// @__NO_SIDE_EFFECTS__
function _gte(value, params) {
    return new $ZodCheckGreaterThan({
        check: "greater_than",
        ...normalizeParams(params),
        value,
        inclusive: true,
    });
}

// @__NO_SIDE_EFFECTS__
function _positive(params) {
    return _gt(0, params);
}
// negative
// @__NO_SIDE_EFFECTS__
function _negative(params) {
    return _lt(0, params);
}
// nonpositive
// @__NO_SIDE_EFFECTS__
function _nonpositive(params) {
    return _lte(0, params);
}
// nonnegative
// @__NO_SIDE_EFFECTS__
function _nonnegative(params) {
    return _gte(0, params);
}
// @__NO_SIDE_EFFECTS__
function _multipleOf(value, params) {
    return new $ZodCheckMultipleOf({
        check: "multiple_of",
        ...normalizeParams(params),
        value,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxSize(maximum, params) {
    return new checks.$ZodCheckMaxSize({
        check: "max_size",
        ...util.normalizeParams(params),
        maximum,
    });
}
// @__NO_SIDE_EFFECTS__
function _minSize(minimum, params) {
    return new checks.$ZodCheckMinSize({
        check: "min_size",
        ...util.normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _size(size, params) {
    return new checks.$ZodCheckSizeEquals({
        check: "size_equals",
        ...util.normalizeParams(params),
        size,
    });
}
// @__NO_SIDE_EFFECTS__
function _maxLength(maximum, params) {
    const ch = new $ZodCheckMaxLength({
        check: "max_length",
        ...normalizeParams(params),
        maximum,
    });
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _minLength(minimum, params) {
    return new $ZodCheckMinLength({
        check: "min_length",
        ...normalizeParams(params),
        minimum,
    });
}
// @__NO_SIDE_EFFECTS__
function _length(length, params) {
    return new $ZodCheckLengthEquals({
        check: "length_equals",
        ...normalizeParams(params),
        length,
    });
}
// @__NO_SIDE_EFFECTS__
function _regex(pattern, params) {
    return new $ZodCheckRegex({
        check: "string_format",
        format: "regex",
        ...normalizeParams(params),
        pattern,
    });
}
// @__NO_SIDE_EFFECTS__
function _lowercase(params) {
    return new $ZodCheckLowerCase({
        check: "string_format",
        format: "lowercase",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _uppercase(params) {
    return new $ZodCheckUpperCase({
        check: "string_format",
        format: "uppercase",
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _includes(includes, params) {
    return new $ZodCheckIncludes({
        check: "string_format",
        format: "includes",
        ...normalizeParams(params),
        includes,
    });
}
// @__NO_SIDE_EFFECTS__
function _startsWith(prefix, params) {
    return new $ZodCheckStartsWith({
        check: "string_format",
        format: "starts_with",
        ...normalizeParams(params),
        prefix,
    });
}
// @__NO_SIDE_EFFECTS__
function _endsWith(suffix, params) {
    return new $ZodCheckEndsWith({
        check: "string_format",
        format: "ends_with",
        ...normalizeParams(params),
        suffix,
    });
}
// @__NO_SIDE_EFFECTS__
function _property(property, schema, params) {
    return new checks.$ZodCheckProperty({
        check: "property",
        property,
        schema,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _properties(shape, params) {
    return new $ZodCheckProperties({
        check: "properties",
        shape,
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _mime(types, params) {
    return new checks.$ZodCheckMimeType({
        check: "mime_type",
        mime: types,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _overwrite(tx) {
    return new $ZodCheckOverwrite({
        check: "overwrite",
        tx,
    });
}
// normalize
// @__NO_SIDE_EFFECTS__
function _normalize(form) {
    return _overwrite((input) => input.normalize(form));
}
// trim
// @__NO_SIDE_EFFECTS__
function _trim() {
    return _overwrite((input) => input.trim());
}
// toLowerCase
// @__NO_SIDE_EFFECTS__
function _toLowerCase() {
    return _overwrite((input) => input.toLowerCase());
}
// toUpperCase
// @__NO_SIDE_EFFECTS__
function _toUpperCase() {
    return _overwrite((input) => input.toUpperCase());
}
// slugify
// @__NO_SIDE_EFFECTS__
function _slugify() {
    return _overwrite((input) => slugify(input));
}
// @__NO_SIDE_EFFECTS__
function _array(Class, element, params) {
    return new Class({
        type: "array",
        element,
        // get element() {
        //   return element;
        // },
        ...normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _union(Class, options, params) {
    return new Class({
        type: "union",
        options,
        ...util.normalizeParams(params),
    });
}
function _xor(Class, options, params) {
    return new Class({
        type: "union",
        options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _discriminatedUnion(Class, discriminator, options, params) {
    return new Class({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _intersection(Class, left, right) {
    return new Class({
        type: "intersection",
        left,
        right,
    });
}
// export function _tuple(
//   Class: util.SchemaClass<schemas.$ZodTuple>,
//   items: [],
//   params?: string | $ZodTupleParams
// ): schemas.$ZodTuple<[], null>;
// @__NO_SIDE_EFFECTS__
function _tuple(Class, items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof schemas.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new Class({
        type: "tuple",
        items,
        rest,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _record(Class, keyType, valueType, params) {
    return new Class({
        type: "record",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _map(Class, keyType, valueType, params) {
    return new Class({
        type: "map",
        keyType,
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _set(Class, valueType, params) {
    return new Class({
        type: "set",
        valueType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _enum(Class, values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    // if (Array.isArray(values)) {
    //   for (const value of values) {
    //     entries[value] = value;
    //   }
    // } else {
    //   Object.assign(entries, values);
    // }
    // const entries: util.EnumLike = {};
    // for (const val of values) {
    //   entries[val] = val;
    // }
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function _nativeEnum(Class, entries, params) {
    return new Class({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _literal(Class, value, params) {
    return new Class({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _file(Class, params) {
    return new Class({
        type: "file",
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _transform(Class, fn) {
    return new Class({
        type: "transform",
        transform: fn,
    });
}
// @__NO_SIDE_EFFECTS__
function _optional(Class, innerType) {
    return new Class({
        type: "optional",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _nullable(Class, innerType) {
    return new Class({
        type: "nullable",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _default(Class, innerType, defaultValue) {
    return new Class({
        type: "default",
        innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : util.shallowClone(defaultValue);
        },
    });
}
// @__NO_SIDE_EFFECTS__
function _nonoptional(Class, innerType, params) {
    return new Class({
        type: "nonoptional",
        innerType,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _success(Class, innerType) {
    return new Class({
        type: "success",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _catch(Class, innerType, catchValue) {
    return new Class({
        type: "catch",
        innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : util.constantCatch(catchValue)),
    });
}
// @__NO_SIDE_EFFECTS__
function _pipe(Class, in_, out) {
    return new Class({
        type: "pipe",
        in: in_,
        out,
    });
}
// @__NO_SIDE_EFFECTS__
function _readonly(Class, innerType) {
    return new Class({
        type: "readonly",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _templateLiteral(Class, parts, params) {
    return new Class({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
// @__NO_SIDE_EFFECTS__
function _lazy(Class, getter) {
    return new Class({
        type: "lazy",
        getter,
    });
}
// @__NO_SIDE_EFFECTS__
function _promise(Class, innerType) {
    return new Class({
        type: "promise",
        innerType,
    });
}
// @__NO_SIDE_EFFECTS__
function _custom(Class, fn, _params) {
    const norm = util.normalizeParams(_params);
    norm.abort ?? (norm.abort = true); // default to abort:false
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...norm,
    });
    return schema;
}
// same as _custom but defaults to abort:false
// @__NO_SIDE_EFFECTS__
function _refine(Class, fn, _params) {
    const schema = new Class({
        type: "custom",
        check: "custom",
        fn: fn,
        ...normalizeParams(_params),
    });
    return schema;
}
// @__NO_SIDE_EFFECTS__
function _superRefine(fn, params) {
    const ch = _check((payload) => {
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util_issue(issue, payload.value, ch._zod.def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = ch);
                _issue.continue ?? (_issue.continue = !ch._zod.def.abort); // abort is always undefined, so this is always true...
                payload.issues.push(util_issue(_issue));
            }
        };
        return fn(payload.value, payload);
    }, params);
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _check(fn, params) {
    const ch = new $ZodCheck({
        check: "custom",
        ...normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
// @__NO_SIDE_EFFECTS__
function describe(description) {
    const ch = new $ZodCheck({ check: "describe" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, description });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function meta(metadata) {
    const ch = new $ZodCheck({ check: "meta" });
    ch._zod.onattach = [
        (inst) => {
            const existing = globalRegistry.get(inst) ?? {};
            globalRegistry.add(inst, { ...existing, ...metadata });
        },
    ];
    ch._zod.check = () => { }; // no-op check
    return ch;
}
// @__NO_SIDE_EFFECTS__
function _stringbool(Classes, _params) {
    const params = util.normalizeParams(_params);
    let truthyArray = params.truthy ?? ["true", "1", "yes", "on", "y", "enabled"];
    let falsyArray = params.falsy ?? ["false", "0", "no", "off", "n", "disabled"];
    if (params.case !== "sensitive") {
        truthyArray = truthyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
        falsyArray = falsyArray.map((v) => (typeof v === "string" ? v.toLowerCase() : v));
    }
    const truthySet = new Set(truthyArray);
    const falsySet = new Set(falsyArray);
    const _Codec = Classes.Codec ?? schemas.$ZodCodec;
    const _Boolean = Classes.Boolean ?? schemas.$ZodBoolean;
    const _String = Classes.String ?? schemas.$ZodString;
    const stringSchema = new _String({ type: "string", error: params.error });
    const booleanSchema = new _Boolean({ type: "boolean", error: params.error });
    const codec = new _Codec({
        type: "pipe",
        in: stringSchema,
        out: booleanSchema,
        transform: ((input, payload) => {
            let data = input;
            if (params.case !== "sensitive")
                data = data.toLowerCase();
            if (truthySet.has(data)) {
                return true;
            }
            else if (falsySet.has(data)) {
                return false;
            }
            else {
                payload.issues.push({
                    code: "invalid_value",
                    expected: "stringbool",
                    values: [...truthySet, ...falsySet],
                    input: payload.value,
                    inst: codec,
                    continue: false,
                });
                return {};
            }
        }),
        reverseTransform: ((input, _payload) => {
            if (input === true) {
                return truthyArray[0] || "true";
            }
            else {
                return falsyArray[0] || "false";
            }
        }),
        error: params.error,
    });
    codec._zod.bag.truthy = truthyArray;
    codec._zod.bag.falsy = falsyArray;
    codec._zod.bag.case = params.case ?? "insensitive";
    return codec;
}
// @__NO_SIDE_EFFECTS__
function _stringFormat(Class, format, fnOrRegex, _params = {}) {
    const params = util.normalizeParams(_params);
    const def = {
        check: "string_format",
        type: "string",
        format,
        fn: typeof fnOrRegex === "function" ? fnOrRegex : (val) => fnOrRegex.test(val),
        ...params,
    };
    if (fnOrRegex instanceof RegExp) {
        def.pattern = fnOrRegex;
    }
    const inst = new Class(def);
    return inst;
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/to-json-schema.js


function assignProps(target, ...sources) {
    for (const source of sources) {
        for (const key of Reflect.ownKeys(source)) {
            if (Object.prototype.propertyIsEnumerable.call(source, key)) {
                util_assignProp(target, key, source[key]);
            }
        }
    }
    return target;
}
// function initializeContext<T extends schemas.$ZodType>(inputs: JSONSchemaGeneratorParams<T>): ToJSONSchemaContext<T> {
//   return {
//     processor: inputs.processor,
//     metadataRegistry: inputs.metadata ?? globalRegistry,
//     target: inputs.target ?? "draft-2020-12",
//     unrepresentable: inputs.unrepresentable ?? "throw",
//   };
// }
function to_json_schema_initializeContext(params) {
    // Normalize target: convert old non-hyphenated versions to hyphenated versions
    let target = params?.target ?? "draft-2020-12";
    if (target === "draft-4")
        target = "draft-04";
    if (target === "draft-7")
        target = "draft-07";
    return {
        processors: params.processors ?? {},
        metadataRegistry: params?.metadata ?? globalRegistry,
        target,
        unrepresentable: params?.unrepresentable ?? "throw",
        override: params?.override ?? (() => { }),
        io: params?.io ?? "output",
        counter: 0,
        seen: new Map(),
        sharedDefsExtractedFor: undefined,
        sharedEmitDoneFor: undefined,
        cycles: params?.cycles ?? "ref",
        reused: params?.reused ?? "inline",
        intersections: [],
        deferred: [],
        external: params?.external ?? undefined,
    };
}
/**
 * Applies the `unrepresentable` setting at a site that has no JSON Schema equivalent. Throws
 * `message` unless the setting (or the handler's return value) says otherwise. Returns `true` if a
 * custom JSON Schema was written into `json`, in which case the caller must not write its own.
 */
function handleUnrepresentable(schema, ctx, json, params, message) {
    const result = typeof ctx.unrepresentable === "function"
        ? ctx.unrepresentable({ zodSchema: schema, path: params.path, message })
        : ctx.unrepresentable;
    if (result === "any")
        return false;
    if (result === undefined || result === "throw")
        throw new Error(message);
    Object.assign(json, result);
    return true;
}
// never rename this back to `process`: bundler polyfills inject a top-level `const process` that a lexical declaration of the same name collides with (#6397)
function to_json_schema_processSchema(schema, ctx, _params = { path: [], schemaPath: [] }) {
    var _a;
    const def = schema._zod.def;
    // check for schema in seens
    const seen = ctx.seen.get(schema);
    if (seen) {
        seen.count++;
        // check if cycle
        const isCycle = _params.schemaPath.includes(schema);
        if (isCycle) {
            seen.cycle = _params.path;
        }
        return seen.schema;
    }
    // initialize
    const result = { schema: {}, count: 1, cycle: undefined, path: _params.path };
    ctx.seen.set(schema, result);
    ctx.sharedDefsExtractedFor = undefined;
    ctx.sharedEmitDoneFor = undefined;
    // custom method overrides default behavior
    const overrideSchema = schema._zod.toJSONSchema?.();
    if (overrideSchema) {
        result.schema = overrideSchema;
    }
    else {
        const params = {
            ..._params,
            schemaPath: [..._params.schemaPath, schema],
            path: _params.path,
        };
        if (schema._zod.processJSONSchema) {
            schema._zod.processJSONSchema(ctx, result.schema, params);
        }
        else {
            const _json = result.schema;
            const processor = ctx.processors[def.type];
            if (!processor) {
                throw new Error(`[toJSONSchema]: Non-representable type encountered: ${def.type}`);
            }
            processor(schema, ctx, _json, params);
        }
        const parent = schema._zod.parent;
        if (parent) {
            // Also set ref if processor didn't (for inheritance)
            if (!result.ref)
                result.ref = parent;
            to_json_schema_processSchema(parent, ctx, params);
            ctx.seen.get(parent).isParent = true;
        }
    }
    // metadata
    const meta = ctx.metadataRegistry.get(schema);
    if (meta)
        assignProps(result.schema, meta);
    if (ctx.io === "input" && isTransforming(schema)) {
        // examples/defaults only apply to output type of pipe
        delete result.schema.examples;
        delete result.schema.default;
    }
    // set prefault as default
    if (ctx.io === "input" && "_prefault" in result.schema)
        (_a = result.schema).default ?? (_a.default = result.schema._prefault);
    delete result.schema._prefault;
    // pulling fresh from ctx.seen in case it was overwritten
    const _result = ctx.seen.get(schema);
    return _result.schema;
}
/** @deprecated Renamed to `processSchema`. An export alias declares no binding, so it is safe to keep. */

// Escape a reference token for use in a JSON Pointer fragment (RFC 6901): `~` becomes `~0` and `/` becomes `~1`. The `~` replacement must run first.
function encodeJSONPointerSegment(segment) {
    return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}
function to_json_schema_extractDefs(ctx, schema
// params: EmitParams
) {
    // iterate over seen map;
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // With `external` set, every registered schema resolves through the external branch of `makeURI`, so the root branch below produces the same ref the external branch would — this pass is identical whichever schema it is called with, and only needs to run once.
    if (ctx.external && ctx.sharedDefsExtractedFor === ctx.external)
        return;
    // Track ids to detect duplicates across different schemas
    const idToSchema = new Map();
    for (const entry of ctx.seen.entries()) {
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            const existing = idToSchema.get(id);
            if (existing && existing !== entry[0]) {
                throw new Error(`Duplicate schema id "${id}" detected during JSON Schema conversion. Two different schemas cannot share the same id when converted together.`);
            }
            idToSchema.set(id, entry[0]);
        }
    }
    // returns a ref to the schema defId will be empty if the ref points to an external schema (or #)
    const makeURI = (entry) => {
        // comparing the seen objects because sometimes multiple schemas map to the same seen object. e.g. lazy
        // external is configured
        const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
        if (ctx.external) {
            const externalId = ctx.external.registry.get(entry[0])?.id; // ?? "__shared";// `__schema${ctx.counter++}`;
            // check if schema is in the external registry
            const uriGenerator = ctx.external.uri ?? ((id) => id);
            if (externalId) {
                return { ref: uriGenerator(externalId) };
            }
            // otherwise, add to __shared
            const id = entry[1].defId ?? entry[1].schema.id ?? `schema${ctx.counter++}`;
            entry[1].defId = id; // set defId so it will be reused if needed
            return { defId: id, ref: `${uriGenerator("__shared")}#/${defsSegment}/${encodeJSONPointerSegment(id)}` };
        }
        const uriPrefix = `#`;
        const defUriPrefix = `${uriPrefix}/${defsSegment}/`;
        // an id-less root has nowhere to be extracted to, so it stays inline and self-references as `#`
        if (entry[1] === root && !entry[1].schema.id) {
            return { ref: uriPrefix };
        }
        // self-contained schema
        const defId = entry[1].schema.id ?? `__schema${ctx.counter++}`;
        return { defId, ref: defUriPrefix + encodeJSONPointerSegment(defId) };
    };
    // stored cached version in `def` property remove all properties, set $ref
    const extractToDef = (entry) => {
        // if the schema is already a reference, do not extract it
        if (entry[1].schema.$ref) {
            return;
        }
        const seen = entry[1];
        const { ref, defId } = makeURI(entry);
        seen.def = { ...seen.schema };
        // defId won't be set if the schema is a reference to an external schema or if the schema is the root schema
        if (defId)
            seen.defId = defId;
        // wipe away all properties except $ref
        const schema = seen.schema;
        for (const key in schema) {
            delete schema[key];
        }
        schema.$ref = ref;
    };
    // throw on cycles
    // break cycles
    if (ctx.cycles === "throw") {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.cycle) {
                throw new Error("Cycle detected: " +
                    `#/${seen.cycle?.join("/")}/<root>` +
                    '\n\nSet the `cycles` parameter to `"ref"` to resolve cyclical schemas with defs.');
            }
        }
    }
    // extract schemas into $defs
    for (const entry of ctx.seen.entries()) {
        const seen = entry[1];
        // convert root schema to # $ref
        if (schema === entry[0]) {
            extractToDef(entry); // this has special handling for the root schema
            continue;
        }
        // extract schemas that are in the external registry
        if (ctx.external) {
            const ext = ctx.external.registry.get(entry[0])?.id;
            if (schema !== entry[0] && ext) {
                extractToDef(entry);
                continue;
            }
        }
        // extract schemas with `id` meta
        const id = ctx.metadataRegistry.get(entry[0])?.id;
        if (id) {
            extractToDef(entry);
            continue;
        }
        // break cycles
        if (seen.cycle) {
            // any
            extractToDef(entry);
            continue;
        }
        // extract reused schemas
        if (seen.count > 1) {
            if (ctx.reused === "ref") {
                extractToDef(entry);
            }
        }
    }
    if (ctx.external)
        ctx.sharedDefsExtractedFor = ctx.external;
}
/** Rewrites `anyOf: [{type: "a"}, {type: "b"}]` to `type: ["a", "b"]`, which every JSON Schema draft treats as equivalent and most consumers render far better for the nullable case. Only branches that are a bare type assertion qualify — anything carrying a constraint, `$ref`, `const` or metadata is left alone. Runs after `flattenRef`, so a branch an override decorated or `$defs` extraction turned into a `$ref` is no longer bare and correctly stays in `anyOf`. `oneOf` is excluded: `integer` and `number` overlap, so "exactly one" and "at least one" are not the same there. OpenAPI 3.0 is excluded: its `type` must be a single string. */
function compactTypeUnion(schema) {
    const options = schema.anyOf;
    if (!Array.isArray(options) || options.length === 0 || schema.type !== undefined)
        return;
    const types = [];
    for (const option of options) {
        if (!option || typeof option !== "object")
            return;
        // A branch that is itself a compactible union folds into this one — nested `anyOf` and a flat `type` array say the same thing. Compacting it first also makes the result independent of the order this pass walks the seen map in.
        compactTypeUnion(option);
        const keys = Object.keys(option);
        if (keys.length !== 1 || keys[0] !== "type")
            return;
        const type = option.type;
        for (const member of Array.isArray(type) ? type : [type]) {
            if (typeof member !== "string")
                return;
            if (!types.includes(member))
                types.push(member);
        }
    }
    delete schema.anyOf;
    // A `type` array must be non-empty and unique (metaschema); a single member is spelled as a bare string.
    schema.type = types.length === 1 ? types[0] : types;
}
/** Keywords `foldIntersection` knows how to combine. Anything else — `$ref`, `patternProperties`,
 * an annotation like `description` — makes a member unfoldable, so a constraint this does not
 * understand leaves the `allOf` alone instead of being silently dropped or misattributed. */
const FOLDABLE_KEYS = new Set(["type", "properties", "required", "additionalProperties"]);
const UNION_KEYS = ["oneOf", "anyOf"];
/** A member's constraint on a key it does not declare itself. A `catchall` states one; `false`, an absent `additionalProperties`, and the empty schema a loose object emits state nothing. */
function undeclaredConstraint(member) {
    const extra = member.additionalProperties;
    if (extra === undefined || extra === false || typeof extra !== "object" || extra === null)
        return null;
    return Object.keys(extra).length ? extra : null;
}
/** Combines object members into the single object they describe together, or returns `null` if any of them carries a keyword outside {@link FOLDABLE_KEYS}. */
function foldObjects(members) {
    const objects = [];
    for (const member of members) {
        // A boolean subschema is legal JSON Schema and carries no keywords to fold.
        if (typeof member !== "object" || member.type !== "object")
            return null;
        for (const key in member) {
            if (!FOLDABLE_KEYS.has(key))
                return null;
        }
        objects.push(member);
    }
    const properties = {};
    const required = new Set();
    for (const object of objects) {
        for (const key in object.properties) {
            // `in` would report a `__proto__` key as already present via the prototype chain and skip it.
            if (Object.prototype.hasOwnProperty.call(properties, key))
                continue;
            // Every member constrains this key: the ones that declare it say how, and a `catchall` member constrains it too even though it does not name it. The key has to satisfy all of them, which is the same intersection one level down.
            const parts = [];
            for (const other of objects) {
                const part = other.properties?.[key] ?? undeclaredConstraint(other);
                if (part === null || part === undefined)
                    continue;
                if (!parts.some((seen) => JSON.stringify(seen) === JSON.stringify(part)))
                    parts.push(part);
            }
            const merged = parts.length === 1
                ? parts[0]
                : (foldObjects(parts) ?? { allOf: parts });
            util_assignProp(properties, key, merged);
        }
        for (const key of object.required ?? [])
            required.add(key);
    }
    const folded = { type: "object", properties };
    if (required.size)
        folded.required = [...required];
    // A key no member declares is rejected only when every member rejects it, so the fold is closed only when every member is. Otherwise it carries whatever the `catchall` members demand of such a key.
    if (objects.every((object) => object.additionalProperties === false)) {
        folded.additionalProperties = false;
    }
    else {
        const constraints = [];
        for (const object of objects) {
            const constraint = undeclaredConstraint(object);
            if (constraint && !constraints.some((seen) => JSON.stringify(seen) === JSON.stringify(constraint)))
                constraints.push(constraint);
        }
        if (constraints.length === 1)
            folded.additionalProperties = constraints[0];
        else if (constraints.length > 1)
            folded.additionalProperties = { allOf: constraints };
    }
    return folded;
}
/** `additionalProperties` in an `allOf` member sees only that member's own `properties`, so two
 * closed object members reject each other's keys and the schema validates nothing. Zod's parser
 * pools the key sets instead — `handleIntersectionResults` reports a key as unrecognized only when
 * *every* side rejects it — so the emitted schema has to pool them too, and folding the members
 * into one object is the encoding that says so on every target.
 *
 * This runs from `finalize`, after `extractDefs`, which is what keeps it clear of the `$ref`
 * machinery: a member extracted into `$defs` is already a `$ref` by now and declines to fold, so it
 * keeps its reference and its own closedness rather than being inlined as a stale copy. */
function foldIntersection(json) {
    const allOf = json.allOf;
    if (!Array.isArray(allOf) || allOf.length < 2)
        return;
    // An `override` runs before this pass and may have written object keywords onto the intersection itself. Those are deliberate, so decline rather than overwrite them.
    for (const key of FOLDABLE_KEYS)
        if (key in json)
            return;
    // An intersection distributes over a union: `A & (X | Y)` is `(A & X) | (A & Y)`. Only the first union is distributed over; a second one stays among the members every branch folds against, where it fails the object check and declines the whole intersection rather than multiplying out.
    const unions = allOf.filter((m) => UNION_KEYS.some((k) => Array.isArray(m[k])));
    let folded = null;
    if (!unions.length) {
        folded = foldObjects(allOf);
    }
    else {
        const union = unions[0];
        const keyword = UNION_KEYS.find((k) => Array.isArray(union[k]));
        if (Object.keys(union).length !== 1)
            return;
        const rest = allOf.filter((m) => m !== union);
        const branches = union[keyword].map((branch) => foldObjects([...rest, branch]));
        if (branches.some((b) => !b))
            return;
        folded = { [keyword]: branches };
    }
    if (!folded)
        return;
    delete json.allOf;
    assignProps(json, folded);
}
function to_json_schema_finalize(ctx, schema) {
    const root = ctx.seen.get(schema);
    if (!root)
        throw new Error("Unprocessed schema. This is a bug in Zod.");
    // flatten refs - inherit properties from parent schemas
    const flattenRef = (zodSchema) => {
        const seen = ctx.seen.get(zodSchema);
        // already processed
        if (seen.ref === null)
            return;
        const schema = seen.def ?? seen.schema;
        const _cached = { ...schema };
        const ref = seen.ref;
        seen.ref = null; // prevent infinite recursion
        if (ref) {
            flattenRef(ref);
            const refSeen = ctx.seen.get(ref);
            const refSchema = refSeen.schema;
            // merge referenced schema into current
            if (refSchema.$ref && (ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0")) {
                // older drafts can't combine $ref with other properties
                schema.allOf = schema.allOf ?? [];
                schema.allOf.push(refSchema);
            }
            else {
                assignProps(schema, refSchema);
            }
            // restore child's own properties (child wins)
            assignProps(schema, _cached);
            const isParentRef = zodSchema._zod.parent === ref;
            // For parent chain, child is a refinement - remove parent-only properties
            if (isParentRef) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (!(key in _cached)) {
                        delete schema[key];
                    }
                }
            }
            // When ref was extracted to $defs, remove properties that match the definition
            if (refSchema.$ref && refSeen.def) {
                for (const key in schema) {
                    if (key === "$ref" || key === "allOf")
                        continue;
                    if (key in refSeen.def && JSON.stringify(schema[key]) === JSON.stringify(refSeen.def[key])) {
                        delete schema[key];
                    }
                }
            }
        }
        // If parent was extracted (has $ref), propagate $ref to this schema. This handles cases like: readonly().meta({id}).describe() where processor sets ref to innerType but parent should be referenced
        const parent = zodSchema._zod.parent;
        if (parent && parent !== ref) {
            // Ensure parent is processed first so its def has inherited properties
            flattenRef(parent);
            const parentSeen = ctx.seen.get(parent);
            if (parentSeen?.schema.$ref) {
                schema.$ref = parentSeen.schema.$ref;
                // De-duplicate with parent's definition
                if (parentSeen.def) {
                    for (const key in schema) {
                        if (key === "$ref" || key === "allOf")
                            continue;
                        if (key in parentSeen.def && JSON.stringify(schema[key]) === JSON.stringify(parentSeen.def[key])) {
                            delete schema[key];
                        }
                    }
                }
            }
        }
        // execute overrides
        ctx.override({
            zodSchema: zodSchema,
            jsonSchema: schema,
            path: seen.path ?? [],
        });
    };
    // Flattening walks the whole map and clears each `ref` as it goes, so a second call over the same map is a no-op scan. Skip it outright once it has run for a registry conversion.
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of [...ctx.seen.entries()].reverse()) {
            flattenRef(entry[0]);
        }
        if (ctx.target !== "openapi-3.0") {
            for (const entry of ctx.seen.entries()) {
                compactTypeUnion(entry[1].def ?? entry[1].schema);
            }
        }
        for (const rewrite of ctx.deferred)
            rewrite();
        // After flattening, every member that was extracted is a `$ref`, so the fold sees the final shape. A schema that inherits an intersection — through `z.lazy`, or any `ref` chain — holds the same `allOf` array, so fold by array identity to catch every copy.
        if (ctx.intersections.length) {
            const carriers = new Map();
            for (const seen of ctx.seen.values()) {
                for (const json of [seen.schema, seen.def]) {
                    const allOf = json?.allOf;
                    if (!Array.isArray(allOf))
                        continue;
                    const existing = carriers.get(allOf);
                    if (existing)
                        existing.push(json);
                    else
                        carriers.set(allOf, [json]);
                }
            }
            for (const allOf of ctx.intersections) {
                for (const json of carriers.get(allOf) ?? [])
                    foldIntersection(json);
            }
        }
    }
    const result = {};
    if (ctx.target === "draft-2020-12") {
        result.$schema = "https://json-schema.org/draft/2020-12/schema";
    }
    else if (ctx.target === "draft-07") {
        result.$schema = "http://json-schema.org/draft-07/schema#";
    }
    else if (ctx.target === "draft-04") {
        result.$schema = "http://json-schema.org/draft-04/schema#";
    }
    else if (ctx.target === "openapi-3.0") {
        // OpenAPI 3.0 schema objects should not include a $schema property
    }
    else {
        // Arbitrary string values are allowed but won't have a $schema property set
    }
    if (ctx.external?.uri) {
        const id = ctx.external.registry.get(schema)?.id;
        if (!id)
            throw new Error("Schema is missing an `id` property");
        result.$id = ctx.external.uri(id);
    }
    // when the root was extracted into $defs, `root.schema` is the `$ref` wrapper and `root.def` is the body that now lives under $defs
    assignProps(result, root.defId ? root.schema : (root.def ?? root.schema));
    // The `id` in `.meta()` is a Zod-specific registration tag used to extract schemas into $defs — it is not user-facing JSON Schema metadata. Strip it from the output body where it would otherwise leak. The id is preserved implicitly via the $defs key (and via $ref paths).
    const rootMetaId = ctx.metadataRegistry.get(schema)?.id;
    if (rootMetaId !== undefined && result.id === rootMetaId)
        delete result.id;
    // build defs object. With `external`, `defs` is the shared object every schema writes into, so the same entries are reassigned on every call. Without it, `defs` is fresh per call and must be rebuilt.
    const defs = ctx.external?.defs ?? {};
    if (!ctx.external || ctx.sharedEmitDoneFor !== ctx.external) {
        for (const entry of ctx.seen.entries()) {
            const seen = entry[1];
            if (seen.def && seen.defId) {
                if (seen.def.id === seen.defId)
                    delete seen.def.id;
                util_assignProp(defs, seen.defId, seen.def);
            }
        }
    }
    if (ctx.external)
        ctx.sharedEmitDoneFor = ctx.external;
    // set definitions in result
    if (ctx.external) {
    }
    else {
        if (Object.keys(defs).length > 0) {
            if (ctx.target === "draft-2020-12") {
                result.$defs = defs;
            }
            else {
                result.definitions = defs;
            }
        }
    }
    try {
        // this "finalizes" this schema and ensures all cycles are removed each call to finalize() is functionally independent though the seen map is shared
        const finalized = JSON.parse(JSON.stringify(result));
        Object.defineProperty(finalized, "~standard", {
            value: {
                ...schema["~standard"],
                jsonSchema: {
                    input: createStandardJSONSchemaMethod(schema, "input", ctx.processors),
                    output: createStandardJSONSchemaMethod(schema, "output", ctx.processors),
                },
            },
            enumerable: false,
            writable: false,
        });
        return finalized;
    }
    catch (_err) {
        throw new Error("Error converting schema to JSON.");
    }
}
function isTransforming(_schema, _ctx) {
    const ctx = _ctx ?? { seen: new Set() };
    if (ctx.seen.has(_schema))
        return false;
    ctx.seen.add(_schema);
    const def = _schema._zod.def;
    if (def.type === "transform")
        return true;
    if (def.type === "array")
        return isTransforming(def.element, ctx);
    if (def.type === "set")
        return isTransforming(def.valueType, ctx);
    if (def.type === "lazy")
        return isTransforming(def.getter(), ctx);
    if (def.type === "promise" ||
        def.type === "optional" ||
        def.type === "nonoptional" ||
        def.type === "nullable" ||
        def.type === "readonly" ||
        def.type === "default" ||
        def.type === "prefault" ||
        def.type === "catch") {
        return isTransforming(def.innerType, ctx);
    }
    if (def.type === "intersection") {
        return isTransforming(def.left, ctx) || isTransforming(def.right, ctx);
    }
    if (def.type === "record" || def.type === "map") {
        return isTransforming(def.keyType, ctx) || isTransforming(def.valueType, ctx);
    }
    if (def.type === "pipe") {
        if (_schema._zod.traits.has("$ZodCodec"))
            return true;
        return isTransforming(def.in, ctx) || isTransforming(def.out, ctx);
    }
    if (def.type === "object") {
        for (const key in def.shape) {
            if (isTransforming(def.shape[key], ctx))
                return true;
        }
        return false;
    }
    if (def.type === "union") {
        for (const option of def.options) {
            if (isTransforming(option, ctx))
                return true;
        }
        return false;
    }
    if (def.type === "tuple") {
        for (const item of def.items) {
            if (isTransforming(item, ctx))
                return true;
        }
        if (def.rest && isTransforming(def.rest, ctx))
            return true;
        return false;
    }
    return false;
}
/**
 * Creates a toJSONSchema method for a schema instance.
 * This encapsulates the logic of initializing context, processing, extracting defs, and finalizing.
 */
const createToJSONSchemaMethod = (schema, processors = {}) => (params) => {
    const ctx = to_json_schema_initializeContext({ ...params, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};
const createStandardJSONSchemaMethod = (schema, io, processors = {}) => (params) => {
    const { libraryOptions, target } = params ?? {};
    const ctx = to_json_schema_initializeContext({ ...(libraryOptions ?? {}), target, io, processors });
    to_json_schema_processSchema(schema, ctx);
    to_json_schema_extractDefs(ctx, schema);
    return to_json_schema_finalize(ctx, schema);
};

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/json-schema-processors.js




const narrowMin = (agg, key, value) => {
    if (agg[key] === undefined || value > agg[key])
        agg[key] = value;
};
const narrowMax = (agg, key, value) => {
    if (agg[key] === undefined || value < agg[key])
        agg[key] = value;
};
const narrowBoth = (agg, value) => {
    narrowMin(agg, "minimum", value);
    narrowMax(agg, "maximum", value);
};
const addDivisor = (agg, value) => {
    agg.multipleOf ?? (agg.multipleOf = []);
    if (!agg.multipleOf.includes(value))
        agg.multipleOf.push(value);
};
const addPattern = (agg, pattern) => {
    agg.patterns ?? (agg.patterns = new Set());
    agg.patterns.add(pattern);
};
const intersectMime = (agg, mime) => {
    agg.mime = agg.mime ? agg.mime.filter((m) => mime.includes(m)) : [...mime];
};
// last-wins, matching the bag's historical write order; the flag keeps an integer format from being lost to a later float one
const setFormat = (agg, format) => {
    agg.format = format;
    if (format.includes("int"))
        agg.isInt = true;
};
const minContributor = (agg, def) => narrowMin(agg, "minimum", def.minimum);
const maxContributor = (agg, def) => narrowMax(agg, "maximum", def.maximum);
const formatContributor = (ranges) => (agg, def) => {
    setFormat(agg, def.format);
    const [minimum, maximum] = ranges[def.format];
    narrowMin(agg, "minimum", minimum);
    narrowMax(agg, "maximum", maximum);
};
const contributors = {
    greater_than: (agg, def) => narrowMin(agg, def.inclusive ? "minimum" : "exclusiveMinimum", def.value),
    less_than: (agg, def) => narrowMax(agg, def.inclusive ? "maximum" : "exclusiveMaximum", def.value),
    multiple_of: (agg, def) => addDivisor(agg, def.value),
    number_format: formatContributor(NUMBER_FORMAT_RANGES),
    bigint_format: formatContributor(BIGINT_FORMAT_RANGES),
    min_length: minContributor,
    max_length: maxContributor,
    length_equals: (agg, def) => narrowBoth(agg, def.length),
    min_size: minContributor,
    max_size: maxContributor,
    size_equals: (agg, def) => narrowBoth(agg, def.size),
    string_format: (agg, def) => {
        setFormat(agg, def.format);
        if (def.pattern)
            addPattern(agg, def.pattern);
        if (def.format === "base64" || def.format === "base64url")
            agg.contentEncoding = def.format;
        if (def.local || def.precision === -1)
            agg.laxFormat = true;
    },
    mime_type: (agg, def) => intersectMime(agg, def.mime),
};
function aggregateChecks(schema) {
    const agg = {};
    const def = schema._zod.def;
    // a format schema is its own first check, same rule as $ZodType init
    const list = schema._zod.traits.has("$ZodCheck")
        ? [schema, ...(def.checks ?? [])]
        : (def.checks ?? []);
    for (const ch of list)
        contributors[ch._zod.def.check]?.(agg, ch._zod.def);
    // reconcile with the bag so third-party onattach contributions still land; first-party residue is never tighter than the fold, so merging it back is idempotent for one and additive for the other
    const bag = schema._zod.bag;
    if (bag.minimum !== undefined)
        narrowMin(agg, "minimum", bag.minimum);
    if (bag.exclusiveMinimum !== undefined)
        narrowMin(agg, "exclusiveMinimum", bag.exclusiveMinimum);
    if (bag.maximum !== undefined)
        narrowMax(agg, "maximum", bag.maximum);
    if (bag.exclusiveMaximum !== undefined)
        narrowMax(agg, "exclusiveMaximum", bag.exclusiveMaximum);
    if (bag.multipleOf !== undefined)
        addDivisor(agg, bag.multipleOf);
    if (bag.format !== undefined) {
        agg.format ?? (agg.format = bag.format);
        if (bag.format.includes("int"))
            agg.isInt = true;
    }
    if (bag.mime)
        intersectMime(agg, bag.mime);
    for (const pattern of bag.patterns ?? [])
        addPattern(agg, pattern);
    return agg;
}
const formatMap = {
    guid: "uuid",
    url: "uri",
    datetime: "date-time",
    json_string: "json-string",
    regex: "", // do not set
};
// ==================== SIMPLE TYPE PROCESSORS ====================
// the runtime patterns are lax so parse paths never overflow the regex stack; the emitted schema swaps in the exact block forms, which zod itself never executes
const exactPatterns = new Map([
    [base64Charset, base64],
    [base64urlCharset, base64url],
]);
const exactPattern = (p) => exactPatterns.get(p) ?? p;
const stringProcessor = (schema, ctx, _json, _params) => {
    const json = _json;
    json.type = "string";
    const { minimum, maximum, format, patterns, contentEncoding, laxFormat } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minLength = minimum;
    if (typeof maximum === "number")
        json.maxLength = maximum;
    // custom pattern overrides format
    if (format) {
        json.format = formatMap[format] ?? format;
        if (json.format === "")
            delete json.format; // empty format is not valid
        // `z.iso.time()` is never full-time, and `laxFormat` carries the datetime shapes that also accept what their keyword forbids
        if (format === "time" || laxFormat) {
            delete json.format;
        }
    }
    if (contentEncoding)
        json.contentEncoding = contentEncoding;
    if (patterns && patterns.size > 0) {
        const patternList = [...patterns].map(exactPattern);
        if (patternList.length === 1)
            json.pattern = patternList[0].source;
        else if (patternList.length > 1) {
            json.allOf = [
                ...patternList.map((regex) => ({
                    ...(ctx.target === "draft-07" || ctx.target === "draft-04" || ctx.target === "openapi-3.0"
                        ? { type: "string" }
                        : {}),
                    pattern: regex.source,
                })),
            ];
        }
    }
};
const numberProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const { minimum, maximum, multipleOf, exclusiveMaximum, exclusiveMinimum, isInt } = aggregateChecks(schema);
    json.type = isInt ? "integer" : "number";
    // when both minimum and exclusiveMinimum exist, pick the more restrictive one
    const exMin = typeof exclusiveMinimum === "number" && exclusiveMinimum >= (minimum ?? Number.NEGATIVE_INFINITY);
    const exMax = typeof exclusiveMaximum === "number" && exclusiveMaximum <= (maximum ?? Number.POSITIVE_INFINITY);
    const legacy = ctx.target === "draft-04" || ctx.target === "openapi-3.0";
    if (exMin) {
        if (legacy) {
            json.minimum = exclusiveMinimum;
            json.exclusiveMinimum = true;
        }
        else {
            json.exclusiveMinimum = exclusiveMinimum;
        }
    }
    else if (typeof minimum === "number") {
        json.minimum = minimum;
    }
    if (exMax) {
        if (legacy) {
            json.maximum = exclusiveMaximum;
            json.exclusiveMaximum = true;
        }
        else {
            json.exclusiveMaximum = exclusiveMaximum;
        }
    }
    else if (typeof maximum === "number") {
        json.maximum = maximum;
    }
    if (multipleOf) {
        // JSON Schema requires a divisor strictly greater than zero, and a non-finite one does not survive JSON at all. A negative divisor accepts exactly what its absolute value accepts, so it still maps; zero, NaN and Infinity have no keyword form.
        const divisors = new Set();
        for (const divisor of multipleOf) {
            if (Number.isFinite(divisor) && divisor !== 0)
                divisors.add(Math.abs(divisor));
            else
                handleUnrepresentable(schema, ctx, json, params, `A multipleOf divisor of ${divisor} cannot be represented in JSON Schema`);
        }
        // chained divisors are a conjunction the keyword cannot carry alone, so extras ride an allOf, same as stacked patterns
        const [first, ...rest] = divisors;
        if (first !== undefined)
            json.multipleOf = first;
        if (rest.length)
            json.allOf = [...(json.allOf ?? []), ...rest.map((m) => ({ multipleOf: m }))];
    }
};
const booleanProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const bigintProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "BigInt cannot be represented in JSON Schema");
};
const symbolProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Symbols cannot be represented in JSON Schema");
};
const nullProcessor = (_schema, ctx, json, _params) => {
    if (ctx.target === "openapi-3.0") {
        json.type = "string";
        json.nullable = true;
        json.enum = [null];
    }
    else {
        json.type = "null";
    }
};
const undefinedProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Undefined cannot be represented in JSON Schema");
};
const voidProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Void cannot be represented in JSON Schema");
};
const neverProcessor = (_schema, _ctx, json, _params) => {
    json.not = {};
};
const anyProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const unknownProcessor = (_schema, _ctx, _json, _params) => {
    // empty schema accepts anything
};
const dateProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Date cannot be represented in JSON Schema");
};
const enumProcessor = (schema, _ctx, json, _params) => {
    const def = schema._zod.def;
    const values = getEnumValues(def.entries);
    // an empty enum accepts nothing, same as z.never()
    if (values.length === 0) {
        json.not = {};
        return;
    }
    // Number enums can have both string and number values
    if (values.every((v) => typeof v === "number"))
        json.type = "number";
    if (values.every((v) => typeof v === "string"))
        json.type = "string";
    json.enum = values;
};
const literalProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // a literal with no values accepts nothing, same as z.never()
    if (def.values.length === 0) {
        json.not = {};
        return;
    }
    const vals = [];
    for (const val of def.values) {
        if (val === undefined) {
            // a custom schema replaces the whole literal, so there is nothing left to accumulate
            if (handleUnrepresentable(schema, ctx, json, params, "Literal `undefined` cannot be represented in JSON Schema"))
                return;
            // otherwise do not add to vals
        }
        else if (typeof val === "bigint") {
            if (handleUnrepresentable(schema, ctx, json, params, "BigInt literals cannot be represented in JSON Schema"))
                return;
            vals.push(Number(val));
        }
        else {
            vals.push(val);
        }
    }
    if (vals.length === 0) {
        // do nothing (an undefined literal was stripped)
    }
    else if (vals.length === 1) {
        const val = vals[0];
        json.type = val === null ? "null" : typeof val;
        if (ctx.target === "draft-04" || ctx.target === "openapi-3.0") {
            json.enum = [val];
        }
        else {
            json.const = val;
        }
    }
    else {
        if (vals.every((v) => typeof v === "number"))
            json.type = "number";
        if (vals.every((v) => typeof v === "string"))
            json.type = "string";
        if (vals.every((v) => typeof v === "boolean"))
            json.type = "boolean";
        if (vals.every((v) => v === null))
            json.type = "null";
        json.enum = vals;
    }
};
const nanProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "NaN cannot be represented in JSON Schema");
};
const templateLiteralProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    const pattern = schema._zod.pattern;
    if (!pattern)
        throw new Error("Pattern not found in template literal");
    _json.type = "string";
    _json.pattern = pattern.source;
};
const fileProcessor = (schema, _ctx, json, _params) => {
    const _json = json;
    _json.type = "string";
    _json.format = "binary";
    _json.contentEncoding = "binary";
    const { minimum, maximum, mime } = aggregateChecks(schema);
    if (minimum !== undefined)
        _json.minLength = minimum;
    if (maximum !== undefined)
        _json.maxLength = maximum;
    if (!mime)
        return;
    // an empty intersection means the mime checks share no value, so nothing passes at runtime; `anyOf` must be non-empty, so the false schema is `not: {}`
    if (mime.length === 0)
        _json.not = {};
    else if (mime.length === 1)
        _json.contentMediaType = mime[0];
    // only contentMediaType differs, so the shared props stay at the root
    else
        _json.anyOf = mime.map((m) => ({ contentMediaType: m }));
};
const successProcessor = (_schema, _ctx, json, _params) => {
    json.type = "boolean";
};
const customProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Custom types cannot be represented in JSON Schema");
};
const functionProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Function types cannot be represented in JSON Schema");
};
const transformProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Transforms cannot be represented in JSON Schema");
};
const mapProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Map cannot be represented in JSON Schema");
};
const setProcessor = (schema, ctx, json, params) => {
    handleUnrepresentable(schema, ctx, json, params, "Set cannot be represented in JSON Schema");
};
// ==================== COMPOSITE TYPE PROCESSORS ====================
const arrayProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
    json.type = "array";
    json.items = to_json_schema_processSchema(def.element, ctx, {
        ...params,
        path: [...params.path, "items"],
    });
};
// Transform and catch set `optin = "optional"` at runtime so the parser lets them observe an
// absent key, but their declared input type stays required. An input JSON Schema describes the
// declared type, so resolve past them to the schema that actually carries the optionality.
// Used by both `objectProcessor` (for `required`) and `tupleProcessor` (for `minItems`); see
// wiki/optionality.md, "The JSON Schema emitter reads the *static* value".
function inputOptin(schema) {
    const def = schema._zod.def;
    if (def.type === "pipe" && def.in._zod.traits.has("$ZodTransform")) {
        return inputOptin(def.out);
    }
    if (def.type === "catch") {
        return inputOptin(def.innerType);
    }
    return schema._zod.optin;
}
const objectProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    const shape = def.shape;
    // dropping it while still emitting `additionalProperties: false` would emit a schema that rejects data this one requires
    const symbolKeys = Object.getOwnPropertySymbols(shape);
    if (symbolKeys.length &&
        handleUnrepresentable(schema, ctx, json, params, "Symbol keys cannot be represented in JSON Schema")) {
        return;
    }
    json.type = "object";
    json.properties = {};
    for (const key in shape) {
        // assignProp so a __proto__ key becomes an own property instead of hitting the inherited setter on the plain {} we build into
        util_assignProp(json.properties, key, to_json_schema_processSchema(shape[key], ctx, {
            ...params,
            path: [...params.path, "properties", key],
        }));
    }
    // required keys
    const requiredKeys = [];
    for (const key of Object.keys(shape)) {
        const field = def.shape[key];
        if (ctx.io === "input" ? inputOptin(field) === undefined : field._zod.optout === undefined) {
            requiredKeys.push(key);
        }
    }
    if (requiredKeys.length > 0) {
        json.required = requiredKeys;
    }
    // catchall
    if (def.catchall?._zod.def.type === "never") {
        // strict
        json.additionalProperties = false;
    }
    else if (!def.catchall) {
        // regular
        if (ctx.io === "output")
            json.additionalProperties = false;
    }
    else if (def.catchall) {
        json.additionalProperties = to_json_schema_processSchema(def.catchall, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
};
const unionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    // Exclusive unions (inclusive === false) use oneOf (exactly one match) instead of anyOf (one or more matches). This includes both z.xor() and discriminated unions
    const isExclusive = def.inclusive === false;
    const options = def.options.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, isExclusive ? "oneOf" : "anyOf", i],
    }));
    if (isExclusive) {
        json.oneOf = options;
    }
    else {
        json.anyOf = options;
    }
};
const intersectionProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const a = to_json_schema_processSchema(def.left, ctx, {
        ...params,
        path: [...params.path, "allOf", 0],
    });
    const b = to_json_schema_processSchema(def.right, ctx, {
        ...params,
        path: [...params.path, "allOf", 1],
    });
    const isSimpleIntersection = (val) => "allOf" in val && Object.keys(val).length === 1;
    const allOf = [
        ...(isSimpleIntersection(a) ? a.allOf : [a]),
        ...(isSimpleIntersection(b) ? b.allOf : [b]),
    ];
    json.allOf = allOf;
    // Recorded innermost first, so a nested intersection has already folded by the time this one is considered. The array is the handle rather than the schema, because a wrapper that inherits this schema shares the same array; `finalize` folds every object holding it. See `foldIntersection`.
    ctx.intersections.push(allOf);
};
const tupleProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "array";
    const prefixPath = ctx.target === "draft-2020-12" ? "prefixItems" : "items";
    const restPath = ctx.target === "draft-2020-12" ? "items" : ctx.target === "openapi-3.0" ? "items" : "additionalItems";
    const prefixItems = def.items.map((x, i) => to_json_schema_processSchema(x, ctx, {
        ...params,
        path: [...params.path, prefixPath, i],
    }));
    const rest = def.rest
        ? to_json_schema_processSchema(def.rest, ctx, {
            ...params,
            path: [...params.path, restPath, ...(ctx.target === "openapi-3.0" ? [def.items.length] : [])],
        })
        : null;
    let minItems = def.items.length;
    while (minItems > 0) {
        const item = def.items[minItems - 1];
        const optional = ctx.io === "input" ? inputOptin(item) !== undefined : item._zod.optout === "optional";
        if (!optional)
            break;
        minItems--;
    }
    const maxItems = def.items.length;
    const isClosed = !def.rest;
    if (ctx.target === "draft-2020-12") {
        json.prefixItems = prefixItems;
        if (isClosed) {
            json.items = false;
        }
        else if (rest) {
            json.items = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else if (ctx.target === "openapi-3.0") {
        json.items = {
            anyOf: prefixItems,
        };
        if (rest) {
            json.items.anyOf.push(rest);
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    else {
        json.items = prefixItems;
        if (isClosed) {
            json.additionalItems = false;
        }
        else if (rest) {
            json.additionalItems = rest;
        }
        if (minItems > 0)
            json.minItems = minItems;
        if (isClosed)
            json.maxItems = maxItems;
    }
    // explicit user-defined length checks take precedence
    const { minimum, maximum } = aggregateChecks(schema);
    if (typeof minimum === "number")
        json.minItems = minimum;
    if (typeof maximum === "number")
        json.maxItems = maximum;
};
/** JSON object keys are always strings, so a numeric record key schema is re-expressed over the
 * numeric-string form the record parser matches. Deferred to `finalize`, after the flatten: a key
 * behind a wrapper only carries its own `type` before then, and a union key only has its branches.
 *
 * A numeric bound cannot apply to a property name, so `minimum` and its siblings are dropped rather
 * than carried over: keeping them beside `type: "string"` reproduces the match-nothing schema this
 * exists to fix. A key that carries one therefore emits wider than the record parses — `z.record(z.number().min(5), V)`
 * accepts `"3"` — which is the deliberate trade, since throwing on it would reject an ordinary schema
 * outright. */
function stringifyKeyNames(bySchema, json, visited) {
    // an extracted key that rewrites cannot go on sharing its definition — the string form a key position needs is not the number form every other reference wants — so it inlines. One that does not rewrite keeps the `$ref`.
    if (json.$ref) {
        // a recursive key holds its own reference inside its definition, so a node already on the path is left alone rather than resolved again
        if (visited.has(json))
            return json;
        visited.add(json);
        const def = bySchema.get(json)?.def;
        if (!def)
            return json;
        const inlined = stringifyKeyNames(bySchema, def, visited);
        return inlined === def ? json : inlined;
    }
    for (const keyword of ["anyOf", "oneOf"]) {
        const branches = json[keyword];
        if (!Array.isArray(branches))
            continue;
        const mapped = branches.map((branch) => stringifyKeyNames(bySchema, branch, visited));
        // rebuilding regardless would detach a key that had nothing to re-express, dropping its `$ref` and leaking the internal `id`
        if (mapped.some((branch, i) => branch !== branches[i]))
            json = { ...json, [keyword]: mapped };
    }
    // a member that already admits a string leaves the key unconstrained, so the node's own type re-expresses only when every member is numeric
    const types = Array.isArray(json.type) ? json.type : [json.type];
    const numericType = !types.includes("string") && types.some((t) => t === "number" || t === "integer");
    // a heterogeneous key carries no type at all, so its numeric members are caught here instead
    const values = json.enum ?? (json.const !== undefined ? [json.const] : undefined);
    if (!numericType && !values?.some((v) => typeof v === "number"))
        return json;
    const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, format, id, ...rest } = json;
    if (rest.enum)
        rest.enum = rest.enum.map((v) => (typeof v === "number" ? String(v) : v));
    else if (typeof rest.const === "number")
        rest.const = String(rest.const);
    // a heterogeneous key keeps its absent type: the stringified members already say what a key may be
    if (!numericType)
        return rest;
    rest.type = "string";
    if (!values)
        rest.pattern = (types.includes("number") ? number : integer).source;
    return rest;
}
/** Every record of one conversion, so the carriers are found in a single pass rather than once per record. */
const pendingRecords = new WeakMap();
function rewriteKeyNames(ctx) {
    // an extracted key is resolved by the object `extractToDef` left in its place, so the map is built once rather than searched per reference. `_zod.toJSONSchema` can hand the same object to two schemas, so the first entry carrying a body wins, as a search would have found it.
    const bySchema = new Map();
    for (const entry of ctx.seen.values()) {
        if (entry.def && !bySchema.has(entry.schema))
            bySchema.set(entry.schema, entry);
    }
    const rewrites = new Map();
    for (const record of pendingRecords.get(ctx) ?? []) {
        const seen = ctx.seen.get(record);
        const names = (seen?.def ?? seen?.schema)?.propertyNames;
        if (!names || names === true || rewrites.has(names))
            continue;
        const rewritten = stringifyKeyNames(bySchema, names, new Set());
        if (rewritten !== names)
            rewrites.set(names, rewritten);
    }
    if (!rewrites.size)
        return;
    // the flatten has already copied each record's own properties onto every wrapper by reference, and an extracted body is another such copy, so every carrier holding a rewritten key is updated together
    for (const entry of ctx.seen.values()) {
        for (const carrier of [entry.schema, entry.def]) {
            const rewritten = carrier && rewrites.get(carrier.propertyNames);
            if (rewritten)
                carrier.propertyNames = rewritten;
        }
    }
}
const recordProcessor = (schema, ctx, _json, params) => {
    const json = _json;
    const def = schema._zod.def;
    json.type = "object";
    // For looseRecord with regex patterns, use patternProperties. This correctly represents "only validate keys matching the pattern" semantics and composes well with allOf (intersections)
    const keyType = def.keyType;
    const patterns = aggregateChecks(keyType).patterns;
    if (def.mode === "loose" && patterns && patterns.size > 0) {
        // Use patternProperties for looseRecord with regex patterns
        const valueSchema = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "patternProperties", "*"],
        });
        json.patternProperties = {};
        for (const pattern of patterns) {
            util_assignProp(json.patternProperties, exactPattern(pattern).source, valueSchema);
        }
    }
    else {
        // Default behavior: use propertyNames + additionalProperties
        if (ctx.target === "draft-07" || ctx.target === "draft-2020-12") {
            json.propertyNames = to_json_schema_processSchema(def.keyType, ctx, {
                ...params,
                path: [...params.path, "propertyNames"],
            });
            let pending = pendingRecords.get(ctx);
            if (!pending) {
                pending = [];
                pendingRecords.set(ctx, pending);
                ctx.deferred.push(() => rewriteKeyNames(ctx));
            }
            pending.push(schema);
        }
        json.additionalProperties = to_json_schema_processSchema(def.valueType, ctx, {
            ...params,
            path: [...params.path, "additionalProperties"],
        });
    }
    // Add required for keys with discrete values (enum, literal, etc.)
    const keyValues = keyType._zod.values;
    // Every key shares one value schema, so an optional-in value makes the whole key set omittable on input. Output keeps them: the exhaustive branch assigns every key, even one whose value came back undefined.
    const omittableOnInput = ctx.io === "input" && inputOptin(def.valueType) !== undefined;
    if (keyValues && !def.partial && !omittableOnInput) {
        const validKeyValues = [...keyValues].filter((v) => typeof v === "string" || typeof v === "number");
        if (validKeyValues.length > 0) {
            json.required = validKeyValues.map(String);
        }
    }
};
const nullableProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    const inner = to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    if (ctx.target === "openapi-3.0") {
        seen.ref = def.innerType;
        json.nullable = true;
    }
    else {
        json.anyOf = [inner, { type: "null" }];
    }
};
const nonoptionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
/** Round-trips a default value through JSON so the emitted schema is guaranteed to be valid JSON.
 * A BigInt has no reliable encoding, so it goes through `unrepresentable` like any other
 * unrepresentable value. Returns a sentinel when the caller must not write a default of its own. */
const UNREPRESENTABLE_DEFAULT = Symbol();
function serializeDefaultValue(value, schema, ctx, json, params) {
    let unrepresentable = false;
    const serialized = JSON.stringify(value, (_, val) => {
        if (typeof val !== "bigint")
            return val;
        unrepresentable = true;
        return null;
    });
    if (!unrepresentable)
        return JSON.parse(serialized);
    handleUnrepresentable(schema, ctx, json, params, "BigInt defaults cannot be represented in JSON Schema");
    return UNREPRESENTABLE_DEFAULT;
}
const defaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json.default = value;
};
const prefaultProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    if (ctx.io !== "input")
        return;
    const value = serializeDefaultValue(def.defaultValue, schema, ctx, json, params);
    if (value !== UNREPRESENTABLE_DEFAULT)
        json._prefault = value;
};
const catchProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    let catchValue;
    try {
        catchValue = def.catchValue(undefined);
    }
    catch {
        handleUnrepresentable(schema, ctx, json, params, "Dynamic catch values are not supported in JSON Schema");
        return;
    }
    json.default = catchValue;
};
const pipeProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    const inIsTransform = def.in._zod.traits.has("$ZodTransform");
    const innerType = ctx.io === "input" ? (inIsTransform ? def.out : def.in) : def.out;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
const readonlyProcessor = (schema, ctx, json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
    json.readOnly = true;
};
const promiseProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const optionalProcessor = (schema, ctx, _json, params) => {
    const def = schema._zod.def;
    to_json_schema_processSchema(def.innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = def.innerType;
};
const lazyProcessor = (schema, ctx, _json, params) => {
    const innerType = schema._zod.innerType;
    to_json_schema_processSchema(innerType, ctx, params);
    const seen = ctx.seen.get(schema);
    seen.ref = innerType;
};
// ==================== ALL PROCESSORS ====================
const allProcessors = {
    string: stringProcessor,
    number: numberProcessor,
    boolean: booleanProcessor,
    bigint: bigintProcessor,
    symbol: symbolProcessor,
    null: nullProcessor,
    undefined: undefinedProcessor,
    void: voidProcessor,
    never: neverProcessor,
    any: anyProcessor,
    unknown: unknownProcessor,
    date: dateProcessor,
    enum: enumProcessor,
    literal: literalProcessor,
    nan: nanProcessor,
    template_literal: templateLiteralProcessor,
    file: fileProcessor,
    success: successProcessor,
    custom: customProcessor,
    function: functionProcessor,
    transform: transformProcessor,
    map: mapProcessor,
    set: setProcessor,
    array: arrayProcessor,
    object: objectProcessor,
    union: unionProcessor,
    intersection: intersectionProcessor,
    tuple: tupleProcessor,
    record: recordProcessor,
    nullable: nullableProcessor,
    nonoptional: nonoptionalProcessor,
    default: defaultProcessor,
    prefault: prefaultProcessor,
    catch: catchProcessor,
    pipe: pipeProcessor,
    readonly: readonlyProcessor,
    promise: promiseProcessor,
    optional: optionalProcessor,
    lazy: lazyProcessor,
};
function toJSONSchema(input, params) {
    if ("_idmap" in input) {
        // Registry case
        const registry = input;
        const ctx = initializeContext({ ...params, processors: allProcessors });
        const defs = {};
        // First pass: process all schemas to build the seen map
        for (const entry of registry._idmap.entries()) {
            const [_, schema] = entry;
            processSchema(schema, ctx);
        }
        const schemas = {};
        const external = {
            registry,
            uri: params?.uri,
            defs,
        };
        // Update the context with external configuration
        ctx.external = external;
        // Second pass: emit each schema
        for (const entry of registry._idmap.entries()) {
            const [key, schema] = entry;
            extractDefs(ctx, schema);
            assignProp(schemas, key, finalize(ctx, schema));
        }
        if (Object.keys(defs).length > 0) {
            const defsSegment = ctx.target === "draft-2020-12" ? "$defs" : "definitions";
            schemas.__shared = {
                [defsSegment]: defs,
            };
        }
        return { schemas };
    }
    // Single schema case
    const ctx = initializeContext({ ...params, processors: allProcessors });
    processSchema(input, ctx);
    extractDefs(ctx, input);
    return finalize(ctx, input);
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/locales/en.js

const error = () => {
    const Sizable = {
        string: { unit: "characters", verb: "to have" },
        file: { unit: "bytes", verb: "to have" },
        array: { unit: "items", verb: "to have" },
        set: { unit: "items", verb: "to have" },
        map: { unit: "entries", verb: "to have" },
    };
    function getSizing(origin) {
        return Sizable[origin] ?? null;
    }
    const FormatDictionary = {
        regex: "input",
        email: "email address",
        url: "URL",
        emoji: "emoji",
        uuid: "UUID",
        uuidv4: "UUIDv4",
        uuidv6: "UUIDv6",
        nanoid: "nanoid",
        guid: "GUID",
        cuid: "cuid",
        cuid2: "cuid2",
        ulid: "ULID",
        xid: "XID",
        ksuid: "KSUID",
        datetime: "ISO datetime",
        date: "ISO date",
        time: "ISO time",
        duration: "ISO duration",
        ipv4: "IPv4 address",
        ipv6: "IPv6 address",
        mac: "MAC address",
        cidrv4: "IPv4 range",
        cidrv6: "IPv6 range",
        base64: "base64-encoded string",
        base64url: "base64url-encoded string",
        json_string: "JSON string",
        e164: "E.164 number",
        currency_code: "currency code",
        credit_card: "credit card number",
        iban: "IBAN",
        jwt: "JWT",
        template_literal: "input",
    };
    // type names: missing keys = do not translate (use raw value via ?? fallback)
    const TypeDictionary = {
        // Compatibility: "nan" -> "NaN" for display
        nan: "NaN",
        // All other type names omitted - they fall back to raw values via ?? operator
    };
    function getTypeName(type, input) {
        if (type === "number" && typeof input === "number" && !Number.isFinite(input)) {
            return String(input);
        }
        return TypeDictionary[type] ?? type;
    }
    return (issue) => {
        switch (issue.code) {
            case "invalid_type": {
                const expected = getTypeName(issue.expected);
                const receivedType = parsedType(issue.input);
                const received = getTypeName(receivedType, issue.input);
                return `Invalid input: expected ${expected}, received ${received}`;
            }
            case "invalid_value":
                if (issue.values.length === 1)
                    return `Invalid input: expected ${stringifyPrimitive(issue.values[0])}`;
                return `Invalid option: expected one of ${joinValues(issue.values, "|")}`;
            case "too_big": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? "<=" : "<";
                const sizing = getSizing(issue.origin);
                if (sizing)
                    return `Too big: expected ${issue.origin ?? "value"} to have ${adj}${issue.maximum.toString()} ${sizing.unit ?? "elements"}`;
                return `Too big: expected ${issue.origin ?? "value"} to be ${adj}${issue.maximum.toString()}`;
            }
            case "too_small": {
                const adj = issue.exact ? "exactly " : issue.inclusive ? ">=" : ">";
                const sizing = getSizing(issue.origin);
                if (sizing) {
                    return `Too small: expected ${issue.origin} to have ${adj}${issue.minimum.toString()} ${sizing.unit}`;
                }
                return `Too small: expected ${issue.origin} to be ${adj}${issue.minimum.toString()}`;
            }
            case "invalid_format": {
                const _issue = issue;
                if (_issue.format === "starts_with") {
                    return `Invalid string: must start with "${_issue.prefix}"`;
                }
                if (_issue.format === "ends_with")
                    return `Invalid string: must end with "${_issue.suffix}"`;
                if (_issue.format === "includes")
                    return `Invalid string: must include "${_issue.includes}"`;
                if (_issue.format === "regex")
                    return `Invalid string: must match pattern ${_issue.pattern}`;
                return `Invalid ${FormatDictionary[_issue.format] ?? issue.format}`;
            }
            case "not_multiple_of":
                return `Invalid number: must be a multiple of ${issue.divisor}`;
            case "unrecognized_keys":
                return `Unrecognized key${issue.keys.length > 1 ? "s" : ""}: ${joinValues(issue.keys, ", ")}`;
            case "invalid_key":
                return `Invalid key in ${issue.origin}`;
            case "invalid_union":
                if (issue.options && Array.isArray(issue.options) && issue.options.length > 0) {
                    const opts = issue.options.map((o) => `'${o}'`).join(" | ");
                    return `Invalid discriminator value. Expected ${opts}`;
                }
                if (issue.inclusive === false) {
                    return "Invalid input: more than one option matched";
                }
                return "Invalid input";
            case "invalid_element":
                return `Invalid value in ${issue.origin}`;
            default:
                return `Invalid input`;
        }
    };
};
/* harmony default export */ function en() {
    return {
        localeError: error(),
    };
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/errors.js


/* Computing the message eagerly is expensive (pretty-printed JSON of all
 * issues), so defer it until first read. The accessor functions and
 * descriptors are shared across instances to keep error construction
 * cheap; the computed message is cached on the internals object. The
 * setter preserves plain assignment semantics for consumers that
 * overwrite `message`. */
function _getMessage() {
    const internals = this._zod;
    internals.message ?? (internals.message = JSON.stringify(internals.def, jsonStringifyReplacer, 2));
    return internals.message;
}
function _setMessage(value) {
    this._zod.message = value;
}
const _messageDesc = {
    get: _getMessage,
    set: _setMessage,
    enumerable: true,
    configurable: true,
};
const _issuesDesc = { value: undefined, enumerable: false };
/* Prototypes that already carry the lazy `toString`. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedToString = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
const initializer = (inst, def) => {
    inst.name = "$ZodError";
    // `_zod` is already non-enumerable: $constructor's init defined it with this same descriptor
    _issuesDesc.value = def;
    Object.defineProperty(inst, "issues", _issuesDesc);
    // Clear the shared slot; a retained `value` pins the last error's issues.
    _issuesDesc.value = undefined;
    Object.defineProperty(inst, "message", _messageDesc);
    /* `toString` lives as a non-enumerable lazy getter on the shared
     * prototype; on first access it caches a per-instance closure so
     * detached usage still works. */
    const proto = Object.getPrototypeOf(inst);
    if (!_installedToString.has(proto)) {
        _installedToString.add(proto);
        Object.defineProperty(proto, "toString", {
            configurable: true,
            enumerable: false,
            get() {
                const value = () => this.message;
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
                return value;
            },
            set(value) {
                Object.defineProperty(this, "toString", { value, configurable: true, writable: true });
            },
        });
    }
};
const $ZodError = $constructor("$ZodError", initializer);
const $ZodRealError = $constructor("$ZodError", initializer, undefined, {
    Parent: Error,
});
/** Get-or-create `obj[key]` as an own data property. A path segment naming an inherited member
 * ("toString", "constructor") would otherwise read through to the prototype, and assigning
 * "__proto__" would hit the setter instead of creating a key. */
function node(obj, key, make) {
    if (!Object.prototype.hasOwnProperty.call(obj, key)) {
        if (key === "__proto__") {
            Object.defineProperty(obj, key, { value: make(), writable: true, enumerable: true, configurable: true });
        }
        else {
            obj[key] = make();
        }
    }
    return obj[key];
}
function flattenError(error, mapper = (issue) => issue.message) {
    const fieldErrors = {};
    const formErrors = [];
    for (const sub of error.issues) {
        if (sub.path.length > 0) {
            node(fieldErrors, sub.path[0], () => []).push(mapper(sub));
        }
        else {
            formErrors.push(mapper(sub));
        }
    }
    return { formErrors, fieldErrors };
}
function formatError(error, mapper = (issue) => issue.message) {
    const fieldErrors = { _errors: [] };
    const processError = (error, path = []) => {
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    fieldErrors._errors.push(mapper(issue));
                }
                else {
                    let curr = fieldErrors;
                    let i = 0;
                    while (i < fullpath.length) {
                        const el = fullpath[i];
                        const terminal = i === fullpath.length - 1;
                        // `_errors` is reserved by this legacy format, so merge a matching path segment into the current node instead of treating its array as a child.
                        if (el === "_errors") {
                            if (terminal)
                                curr._errors.push(mapper(issue));
                            i++;
                            continue;
                        }
                        // A path element may collide with an inherited property name such as
                        // "__proto__" or "constructor". Truthiness checks read the prototype
                        // (so no node is created, then ._errors.push throws), and bracket
                        // assignment of "__proto__" hits the setter instead of creating an
                        // own key. Guard the read with hasOwnProperty and create the node
                        // with defineProperty so any path element becomes a real own key.
                        if (!Object.prototype.hasOwnProperty.call(curr, el)) {
                            Object.defineProperty(curr, el, {
                                value: { _errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        const node = curr[el];
                        if (terminal) {
                            node._errors.push(mapper(issue));
                        }
                        curr = node;
                        i++;
                    }
                }
            }
        }
    };
    processError(error);
    return fieldErrors;
}
function treeifyError(error, mapper = (issue) => issue.message) {
    const result = { errors: [] };
    const processError = (error, path = []) => {
        var _a;
        for (const issue of error.issues) {
            if (issue.code === "invalid_union" && issue.errors.length) {
                // regular union error
                issue.errors.map((issues) => processError({ issues }, [...path, ...issue.path]));
            }
            else if (issue.code === "invalid_key") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else if (issue.code === "invalid_element") {
                processError({ issues: issue.issues }, [...path, ...issue.path]);
            }
            else {
                const fullpath = [...path, ...issue.path];
                if (fullpath.length === 0) {
                    result.errors.push(mapper(issue));
                    continue;
                }
                let curr = result;
                let i = 0;
                while (i < fullpath.length) {
                    const el = fullpath[i];
                    const terminal = i === fullpath.length - 1;
                    if (typeof el === "string") {
                        curr.properties ?? (curr.properties = {});
                        // el may collide with an inherited property name ("__proto__",
                        // "constructor", ...); ??= reads the prototype so the node is never
                        // created and curr.errors.push throws. Guard with hasOwnProperty and
                        // create the node with defineProperty so "__proto__" becomes a real
                        // own key rather than invoking the prototype setter.
                        if (!Object.prototype.hasOwnProperty.call(curr.properties, el)) {
                            Object.defineProperty(curr.properties, el, {
                                value: { errors: [] },
                                enumerable: true,
                                writable: true,
                                configurable: true,
                            });
                        }
                        curr = curr.properties[el];
                    }
                    else {
                        curr.items ?? (curr.items = []);
                        (_a = curr.items)[el] ?? (_a[el] = { errors: [] });
                        curr = curr.items[el];
                    }
                    if (terminal) {
                        curr.errors.push(mapper(issue));
                    }
                    i++;
                }
            }
        }
    };
    processError(error);
    return result;
}
/** Format a ZodError as a human-readable string in the following form.
 *
 * From
 *
 * ```ts
 * ZodError {
 *   issues: [
 *     {
 *       expected: 'string',
 *       code: 'invalid_type',
 *       path: [ 'username' ],
 *       message: 'Invalid input: expected string'
 *     },
 *     {
 *       expected: 'number',
 *       code: 'invalid_type',
 *       path: [ 'favoriteNumbers', 1 ],
 *       message: 'Invalid input: expected number'
 *     }
 *   ];
 * }
 * ```
 *
 * to
 *
 * ```
 * username
 *   ✖ Expected number, received string at "username
 * favoriteNumbers[0]
 *   ✖ Invalid input: expected number
 * ```
 */
function toDotPath(_path) {
    const segs = [];
    const path = _path.map((seg) => (typeof seg === "object" ? seg.key : seg));
    for (const seg of path) {
        if (typeof seg === "number")
            segs.push(`[${seg}]`);
        else if (typeof seg === "symbol")
            segs.push(`[${JSON.stringify(String(seg))}]`);
        else if (/[^\w$]/.test(seg))
            segs.push(`[${JSON.stringify(seg)}]`);
        else {
            if (segs.length)
                segs.push(".");
            segs.push(seg);
        }
    }
    return segs.join("");
}
function prettifyError(error) {
    const lines = [];
    // sort by path length
    const issues = [...error.issues].sort((a, b) => (a.path ?? []).length - (b.path ?? []).length);
    // Process each issue
    for (const issue of issues) {
        lines.push(`✖ ${issue.message}`);
        if (issue.path?.length)
            lines.push(`  → at ${toDotPath(issue.path)}`);
    }
    // Convert Map to formatted string
    return lines.join("\n");
}

;// CONCATENATED MODULE: ./node_modules/zod/v4/core/parse.js



// Always both keys, so the `_params` read site in `_parse` sees one object shape rather than two.
function finalizeParams(callee, params) {
    return { callee: params?.callee ?? callee, Err: params?.Err };
}
const _parse = (_Err) => {
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
        const result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise) {
            throw new $ZodAsyncError();
        }
        if (result.issues.length) {
            const e = new (_params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, _params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parse = /* @__PURE__*/ _parse($ZodRealError);
const _parseAsync = (_Err) => {
    const fn = async (schema, value, _ctx, params) => {
        const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
        let result = schema._zod.run({ value, issues: [] }, ctx);
        if (result instanceof Promise)
            result = await result;
        if (result.issues.length) {
            const e = new (params?.Err ?? _Err)(result.issues.map((iss) => finalizeIssue(iss, ctx, config())));
            captureStackTrace(e, params?.callee ?? fn);
            throw e;
        }
        return result.value;
    };
    return fn;
};
const parse_parseAsync = /* @__PURE__*/ _parseAsync($ZodRealError);
const _safeParse = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: false } : { async: false };
    const result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise) {
        throw new $ZodAsyncError();
    }
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParse = /* @__PURE__*/ _safeParse($ZodRealError);
// the error is built on the first read of `error`: finalizing the issues and constructing the instance is most of a failing parse, and a caller that only branches on `success` never pays it. a getter in the literal keeps this small; the alternative, one shared accessor descriptor plus a hidden state slot, reads ~15% faster but costs ~75 B gzipped in every bundle
function failure(Err, issues, ctx) {
    let error;
    return {
        success: false,
        get error() {
            if (!error) {
                error = new Err(issues.map((iss) => finalizeIssue(iss, ctx, config())));
                // finalizeIssue drops `input`, so the built error holds nothing; keeping the raw issues past this point pins the parsed value for the life of the result
                issues = undefined;
                ctx = undefined;
            }
            return error;
        },
        set error(e) {
            error = e;
            // a replacement makes the getter's branch unreachable, so the captures have to go here too
            issues = undefined;
            ctx = undefined;
        },
    };
}
const _safeParseAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, async: true } : { async: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length ? failure(_Err, result.issues, ctx) : { success: true, data: result.value };
};
const safeParseAsync = /* @__PURE__*/ _safeParseAsync($ZodRealError);
// registry mirrors of the compiler's sentinels, so this module never imports the compiler
const COMPILE_INVALID = /* @__PURE__ */ Symbol.for("zod.compile.invalid");
const COMPILE_FALLBACK = /* @__PURE__ */ Symbol.for("zod.compile.fallback");
// Deliberately tiny, because v8 will not inline a body carrying the fallback's object literals and throw. Everything that is not the compiled happy path lives in validateFallback, and that split is worth ~35% on a compiled schema.
const validate = ((schema, value, _ctx) => {
    const validator = schema._zod.bag.validator;
    if (validator !== undefined) {
        if (validator(value) !== COMPILE_INVALID)
            return true;
        // a definite sentinel means the runtime would reject, so skip the re-parse; a ctx can still change the answer
        if (validator.definite === true && _ctx === undefined)
            return false;
    }
    return validateFallback(schema, value, _ctx);
});
function validateFallback(schema, value, _ctx) {
    const ctx = _ctx
        ? { ..._ctx, async: false, abortEarly: true }
        : { async: false, abortEarly: true };
    const fallbackRun = schema._zod.bag.fallbackRun;
    let result;
    if (fallbackRun) {
        // skip nested fast paths on the fallback, so user callbacks keep the at-most-twice bound
        ctx[COMPILE_FALLBACK] = true;
        result = fallbackRun({ value, issues: [] }, ctx);
    }
    else {
        result = schema._zod.run({ value, issues: [] }, ctx);
    }
    if (result instanceof Promise) {
        throw new $ZodAsyncError();
    }
    return result.issues.length === 0;
}
// no fast path: the compiler keeps async parses on the runtime, because a promise-returning callback that is not declared async compiles to a throw
const parse_validateAsync = async (schema, value, _ctx) => {
    const ctx = _ctx
        ? { ..._ctx, async: true, abortEarly: true }
        : { async: true, abortEarly: true };
    let result = schema._zod.run({ value, issues: [] }, ctx);
    if (result instanceof Promise)
        result = await result;
    return result.issues.length === 0;
};
const _encode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return parse(schema, value, ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const encode = /* @__PURE__*/ _encode($ZodRealError);
const _decode = (_Err) => {
    const parse = _parse(_Err);
    const fn = (schema, value, _ctx, _params) => {
        return parse(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decode = /* @__PURE__*/ _decode($ZodRealError);
const _encodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
        return (await parseAsync(schema, value, ctx, finalizeParams(fn, _params)));
    };
    return fn;
};
const encodeAsync = /* @__PURE__*/ _encodeAsync($ZodRealError);
const _decodeAsync = (_Err) => {
    const parseAsync = _parseAsync(_Err);
    const fn = async (schema, value, _ctx, _params) => {
        return await parseAsync(schema, value, _ctx, finalizeParams(fn, _params));
    };
    return fn;
};
const decodeAsync = /* @__PURE__*/ _decodeAsync($ZodRealError);
const _safeEncode = (_Err) => (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParse(_Err)(schema, value, ctx);
};
const safeEncode = /* @__PURE__*/ _safeEncode($ZodRealError);
const _safeDecode = (_Err) => (schema, value, _ctx) => {
    return _safeParse(_Err)(schema, value, _ctx);
};
const safeDecode = /* @__PURE__*/ _safeDecode($ZodRealError);
const _safeEncodeAsync = (_Err) => async (schema, value, _ctx) => {
    const ctx = _ctx ? { ..._ctx, direction: "backward" } : { direction: "backward" };
    return _safeParseAsync(_Err)(schema, value, ctx);
};
const safeEncodeAsync = /* @__PURE__*/ _safeEncodeAsync($ZodRealError);
const _safeDecodeAsync = (_Err) => async (schema, value, _ctx) => {
    return _safeParseAsync(_Err)(schema, value, _ctx);
};
const safeDecodeAsync = /* @__PURE__*/ _safeDecodeAsync($ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/errors.js



/* Prototypes that already carry the lazy helper methods. Seeded with the
 * intrinsics so that `init` on a foreign object — it accepts any object —
 * can never install an accessor onto a prototype we do not own. */
const _installedErrorProtos = /* @__PURE__ */ new WeakSet([Object.prototype, Error.prototype]);
/* Helper methods live as non-enumerable lazy getters on the shared
 * prototype instead of own properties on every instance. On first
 * access the getter allocates the per-instance closure and caches it
 * as a non-enumerable own property, so detached usage still works and
 * the allocation only happens for methods actually touched. */
function _lazyMethod(proto, key, make) {
    Object.defineProperty(proto, key, {
        configurable: true,
        enumerable: false,
        get() {
            const value = make(this);
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
            return value;
        },
        set(value) {
            Object.defineProperty(this, key, { value, configurable: true, writable: true });
        },
    });
}
const errors_initializer = (inst, issues) => {
    $ZodError.init(inst, issues);
    inst.name = "ZodError";
    const proto = Object.getPrototypeOf(inst);
    if (_installedErrorProtos.has(proto))
        return;
    _installedErrorProtos.add(proto);
    _lazyMethod(proto, "format", (self) => (mapper) => formatError(self, mapper));
    _lazyMethod(proto, "flatten", (self) => (mapper) => flattenError(self, mapper));
    _lazyMethod(proto, "addIssue", (self) => (issue) => {
        self.issues.push(issue);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
    });
    _lazyMethod(proto, "addIssues", (self) => (issues) => {
        self.issues.push(...issues);
        self.message = JSON.stringify(self.issues, jsonStringifyReplacer, 2);
    });
    Object.defineProperty(proto, "isEmpty", {
        configurable: true,
        enumerable: false,
        get() {
            return this.issues.length === 0;
        },
    });
};
const ZodError = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodError", errors_initializer)));
const ZodRealError = /*@__PURE__*/ $constructor("ZodError", errors_initializer, undefined, {
    Parent: Error,
});
// /** @deprecated Use `z.core.$ZodErrorMapCtx` instead. */
// export type ErrorMapCtx = core.$ZodErrorMapCtx;

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/parse.js


const classic_parse_parse = /* @__PURE__ */ _parse(ZodRealError);
const classic_parse_parseAsync = /* @__PURE__ */ _parseAsync(ZodRealError);
const parse_safeParse = /* @__PURE__ */ _safeParse(ZodRealError);
const parse_safeParseAsync = /* @__PURE__ */ _safeParseAsync(ZodRealError);

// Codec functions
const parse_encode = /* @__PURE__ */ _encode(ZodRealError);
const parse_decode = /* @__PURE__ */ _decode(ZodRealError);
const parse_encodeAsync = /* @__PURE__ */ _encodeAsync(ZodRealError);
const parse_decodeAsync = /* @__PURE__ */ _decodeAsync(ZodRealError);
const parse_safeEncode = /* @__PURE__ */ _safeEncode(ZodRealError);
const parse_safeDecode = /* @__PURE__ */ _safeDecode(ZodRealError);
const parse_safeEncodeAsync = /* @__PURE__ */ _safeEncodeAsync(ZodRealError);
const parse_safeDecodeAsync = /* @__PURE__ */ _safeDecodeAsync(ZodRealError);

;// CONCATENATED MODULE: ./node_modules/zod/v4/classic/schemas.js








// Register English as the default locale on first ZodType construction. Hooked into the `ZodType` `$constructor` (rather than a top-level `config(en())` in `external.ts`) so bundlers honoring `sideEffects: false` can't tree-shake it out — see #5953, #5725. An explicit `z.config(z.locales.xx())` call wins regardless of order, since this only sets the default when none is present.
function _ensureDefaultLocale() {
    if (!globalConfig.localeError)
        config(en());
}
// the default memoizer is read by the core container init, which runs before `ZodType.init`, so each container calls this first
function _ensureDefaultMemoizer() {
    if (!globalConfig.memoizer)
        config({ memoizer: memoizer() });
}
const ZodType = /*@__PURE__*/ $constructor("ZodType", (inst, def) => {
    _ensureDefaultLocale();
    $ZodType.init(inst, def);
    inst.def = def;
    inst.type = def.type;
    return inst;
}, {
    check(...chks) {
        const def = this.def;
        return this.clone(mergeDefs(def, {
            checks: [
                ...(def.checks ?? []),
                ...chks.map((ch) => typeof ch === "function" ? { _zod: { check: ch, def: { check: "custom" }, onattach: [] } } : ch),
            ],
        }), { parent: true });
    },
    with(...chks) {
        return this.check(...chks);
    },
    clone(def, params) {
        return clone(this, def, params);
    },
    brand() {
        return this;
    },
    register(reg, meta) {
        reg.add(this, meta);
        return this;
    },
    refine(check, params) {
        return this.check(refine(check, params));
    },
    superRefine(refinement, params) {
        return this.check(superRefine(refinement, params));
    },
    overwrite(fn) {
        return this.check(_overwrite(fn));
    },
    optional() {
        return optional(this);
    },
    exactOptional() {
        return exactOptional(this);
    },
    nullable() {
        return nullable(this);
    },
    nullish() {
        return optional(nullable(this));
    },
    nonoptional(params) {
        return nonoptional(this, params);
    },
    array() {
        return array(this);
    },
    or(arg) {
        return union([this, arg]);
    },
    and(arg) {
        return intersection(this, arg);
    },
    transform(tx) {
        return pipe(this, transform(tx));
    },
    default(d) {
        return schemas_default(this, d);
    },
    prefault(d) {
        return prefault(this, d);
    },
    catch(params) {
        return schemas_catch(this, params);
    },
    pipe(target) {
        return pipe(this, target);
    },
    readonly() {
        return readonly(this);
    },
    describe(description) {
        const cl = this.clone();
        globalRegistry.add(cl, { description });
        return cl;
    },
    meta(...args) {
        // overloaded: meta() returns the registered metadata, meta(data) returns a clone with `data` registered. The mapped type picks up the second overload, so we accept variadic any-args and return `any` to satisfy both at runtime.
        if (args.length === 0)
            return globalRegistry.get(this);
        const cl = this.clone();
        globalRegistry.add(cl, args[0]);
        return cl;
    },
    isOptional() {
        return this.safeParse(undefined).success;
    },
    isNullable() {
        return this.safeParse(null).success;
    },
    apply(fn, ...args) {
        return args.length === 0 ? fn(this) : fn(this, ...args);
    },
    // Overrides core's `~standard` to add `jsonSchema`. Must stay a prototype entry: redefining it per instance demotes instances to dictionary mode.
    get "~standard"() {
        return hide(this, "~standard", {
            ...standardProps(this),
            jsonSchema: {
                input: createStandardJSONSchemaMethod(this, "input"),
                output: createStandardJSONSchemaMethod(this, "output"),
            },
        });
    },
    set "~standard"(value) {
        own(this, "~standard", value);
    },
    parse: function _parse(data, params) {
        return classic_parse_parse(this, data, params, { callee: _parse });
    },
    parseAsync: async function _parseAsync(data, params) {
        return await classic_parse_parseAsync(this, data, params, { callee: _parseAsync });
    },
    safeParse(data, params) {
        return parse_safeParse(this, data, params);
    },
    async safeParseAsync(data, params) {
        return parse_safeParseAsync(this, data, params);
    },
    // `spa` is an alias: same function object as `safeParseAsync`, as before.
    get spa() {
        return this?.safeParseAsync;
    },
    set spa(value) {
        own(this, "spa", value);
    },
    validate(data, params) {
        return validate(this, data, params);
    },
    validateAsync(data, params) {
        return parse_validateAsync(this, data, params);
    },
    encode: function _encode(data, params) {
        return parse_encode(this, data, params, { callee: _encode });
    },
    decode: function _decode(data, params) {
        return parse_decode(this, data, params, { callee: _decode });
    },
    encodeAsync: async function _encodeAsync(data, params) {
        return await parse_encodeAsync(this, data, params, { callee: _encodeAsync });
    },
    decodeAsync: async function _decodeAsync(data, params) {
        return await parse_decodeAsync(this, data, params, { callee: _decodeAsync });
    },
    safeEncode(data, params) {
        return parse_safeEncode(this, data, params);
    },
    safeDecode(data, params) {
        return parse_safeDecode(this, data, params);
    },
    async safeEncodeAsync(data, params) {
        return parse_safeEncodeAsync(this, data, params);
    },
    async safeDecodeAsync(data, params) {
        return parse_safeDecodeAsync(this, data, params);
    },
    toJSONSchema(params) {
        return createToJSONSchemaMethod(this, {})(params);
    },
    // Reads through to the registry on every access, so it must not cache.
    get description() {
        return globalRegistry.get(this)?.description;
    },
    // No setter: `schema._def = x` throws, as it did when `_def` was a non-writable own property.
    get _def() {
        return this._zod.def;
    },
});
/** @internal */
const _ZodString = /*@__PURE__*/ $constructor("_ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => stringProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ derived({
    format: (inst) => aggregateChecks(inst).format ?? null,
    minLength: (inst) => aggregateChecks(inst).minimum ?? null,
    maxLength: (inst) => aggregateChecks(inst).maximum ?? null,
}, {
    regex(...args) {
        return this.check(_regex(...args));
    },
    includes(...args) {
        return this.check(_includes(...args));
    },
    startsWith(...args) {
        return this.check(_startsWith(...args));
    },
    endsWith(...args) {
        return this.check(_endsWith(...args));
    },
    min(...args) {
        return this.check(_minLength(...args));
    },
    max(...args) {
        return this.check(_maxLength(...args));
    },
    length(...args) {
        return this.check(_length(...args));
    },
    nonempty(...args) {
        return this.check(_minLength(1, ...args));
    },
    lowercase(params) {
        return this.check(_lowercase(params));
    },
    uppercase(params) {
        return this.check(_uppercase(params));
    },
    trim() {
        return this.check(_trim());
    },
    normalize(...args) {
        return this.check(_normalize(...args));
    },
    toLowerCase() {
        return this.check(_toLowerCase());
    },
    toUpperCase() {
        return this.check(_toUpperCase());
    },
    slugify() {
        return this.check(_slugify());
    },
}));
const ZodString = /*@__PURE__*/ $constructor("ZodString", (inst, def) => {
    $ZodString.init(inst, def);
    _ZodString.init(inst, def);
}, {
    email(params) {
        return this.check(_email(ZodEmail, params));
    },
    url(params) {
        return this.check(_url(ZodURL, params));
    },
    jwt(params) {
        return this.check(_jwt(ZodJWT, params));
    },
    emoji(params) {
        return this.check(api_emoji(ZodEmoji, params));
    },
    guid(params) {
        return this.check(_guid(ZodGUID, params));
    },
    uuid(params) {
        return this.check(_uuid(ZodUUID, params));
    },
    uuidv4(params) {
        return this.check(_uuidv4(ZodUUID, params));
    },
    uuidv6(params) {
        return this.check(_uuidv6(ZodUUID, params));
    },
    uuidv7(params) {
        return this.check(_uuidv7(ZodUUID, params));
    },
    nanoid(params) {
        return this.check(_nanoid(ZodNanoID, params));
    },
    cuid(params) {
        return this.check(_cuid(ZodCUID, params));
    },
    cuid2(params) {
        return this.check(_cuid2(ZodCUID2, params));
    },
    ulid(params) {
        return this.check(_ulid(ZodULID, params));
    },
    base64(params) {
        return this.check(_base64(ZodBase64, params));
    },
    base64url(params) {
        return this.check(_base64url(ZodBase64URL, params));
    },
    xid(params) {
        return this.check(_xid(ZodXID, params));
    },
    ksuid(params) {
        return this.check(_ksuid(ZodKSUID, params));
    },
    ipv4(params) {
        return this.check(_ipv4(ZodIPv4, params));
    },
    ipv6(params) {
        return this.check(_ipv6(ZodIPv6, params));
    },
    cidrv4(params) {
        return this.check(_cidrv4(ZodCIDRv4, params));
    },
    cidrv6(params) {
        return this.check(_cidrv6(ZodCIDRv6, params));
    },
    e164(params) {
        return this.check(_e164(ZodE164, params));
    },
    datetime(params) {
        return this.check(_isoDateTime(ZodISODateTime, params));
    },
    date(params) {
        return this.check(_isoDate(ZodISODate, params));
    },
    time(params) {
        return this.check(_isoTime(ZodISOTime, params));
    },
    duration(params) {
        return this.check(_isoDuration(ZodISODuration, params));
    },
});
function schemas_string(params) {
    return _string(ZodString, params);
}
const ZodStringFormat = /*@__PURE__*/ $constructor("ZodStringFormat", (inst, def) => {
    $ZodStringFormat.init(inst, def);
    _ZodString.init(inst, def);
});
const ZodISODateTime = /*@__PURE__*/ $constructor("ZodISODateTime", (inst, def) => {
    $ZodISODateTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODate = /*@__PURE__*/ $constructor("ZodISODate", (inst, def) => {
    $ZodISODate.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISOTime = /*@__PURE__*/ $constructor("ZodISOTime", (inst, def) => {
    $ZodISOTime.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodISODuration = /*@__PURE__*/ $constructor("ZodISODuration", (inst, def) => {
    $ZodISODuration.init(inst, def);
    ZodStringFormat.init(inst, def);
});
const ZodEmail = /*@__PURE__*/ $constructor("ZodEmail", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmail.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_email(params) {
    return core._email(ZodEmail, params);
}
const ZodGUID = /*@__PURE__*/ $constructor("ZodGUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodGUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_guid(params) {
    return core._guid(ZodGUID, params);
}
const ZodUUID = /*@__PURE__*/ $constructor("ZodUUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodUUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_uuid(params) {
    return core._uuid(ZodUUID, params);
}
function uuidv4(params) {
    return core._uuidv4(ZodUUID, params);
}
// ZodUUIDv6
function uuidv6(params) {
    return core._uuidv6(ZodUUID, params);
}
// ZodUUIDv7
function uuidv7(params) {
    return core._uuidv7(ZodUUID, params);
}
const ZodURL = /*@__PURE__*/ $constructor("ZodURL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodURL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function url(params) {
    return core._url(ZodURL, params);
}
function httpUrl(params) {
    return core._url(ZodURL, {
        protocol: regexes.httpProtocol,
        hostname: regexes.domain,
        ...util.normalizeParams(params),
    });
}
const ZodEmoji = /*@__PURE__*/ $constructor("ZodEmoji", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodEmoji.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_emoji(params) {
    return core._emoji(ZodEmoji, params);
}
const ZodNanoID = /*@__PURE__*/ $constructor("ZodNanoID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodNanoID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_nanoid(params) {
    return core._nanoid(ZodNanoID, params);
}
/**
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link ZodCUID2} instead.
 * See https://github.com/paralleldrive/cuid.
 */
const ZodCUID = /*@__PURE__*/ $constructor("ZodCUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
/**
 * Validates a CUID v1 string.
 *
 * @deprecated CUID v1 is deprecated by its authors due to information leakage
 * (timestamps embedded in the id). Use {@link cuid2 | `z.cuid2()`} instead.
 * See https://github.com/paralleldrive/cuid.
 */
function schemas_cuid(params) {
    return core._cuid(ZodCUID, params);
}
const ZodCUID2 = /*@__PURE__*/ $constructor("ZodCUID2", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodCUID2.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cuid2(params) {
    return core._cuid2(ZodCUID2, params);
}
const ZodULID = /*@__PURE__*/ $constructor("ZodULID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodULID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ulid(params) {
    return core._ulid(ZodULID, params);
}
const ZodXID = /*@__PURE__*/ $constructor("ZodXID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodXID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_xid(params) {
    return core._xid(ZodXID, params);
}
const ZodKSUID = /*@__PURE__*/ $constructor("ZodKSUID", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodKSUID.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ksuid(params) {
    return core._ksuid(ZodKSUID, params);
}
const ZodIPv4 = /*@__PURE__*/ $constructor("ZodIPv4", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv4(params) {
    return core._ipv4(ZodIPv4, params);
}
const ZodMAC = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMAC", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodMAC.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_mac(params) {
    return core._mac(ZodMAC, params);
}
const ZodIPv6 = /*@__PURE__*/ $constructor("ZodIPv6", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodIPv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_ipv6(params) {
    return core._ipv6(ZodIPv6, params);
}
const ZodCIDRv4 = /*@__PURE__*/ $constructor("ZodCIDRv4", (inst, def) => {
    $ZodCIDRv4.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv4(params) {
    return core._cidrv4(ZodCIDRv4, params);
}
const ZodCIDRv6 = /*@__PURE__*/ $constructor("ZodCIDRv6", (inst, def) => {
    $ZodCIDRv6.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_cidrv6(params) {
    return core._cidrv6(ZodCIDRv6, params);
}
const ZodBase64 = /*@__PURE__*/ $constructor("ZodBase64", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64(params) {
    return core._base64(ZodBase64, params);
}
const ZodBase64URL = /*@__PURE__*/ $constructor("ZodBase64URL", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodBase64URL.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_base64url(params) {
    return core._base64url(ZodBase64URL, params);
}
const ZodE164 = /*@__PURE__*/ $constructor("ZodE164", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodE164.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function schemas_e164(params) {
    return core._e164(ZodE164, params);
}
const ZodCreditCard = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCreditCard", (inst, def) => {
    core.$ZodCreditCard.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_creditCard(params) {
    return core._creditCard(ZodCreditCard, params);
}
const ZodIBAN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodIBAN", (inst, def) => {
    core.$ZodIBAN.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function schemas_iban(params) {
    return core._iban(ZodIBAN, params);
}
const ZodJWT = /*@__PURE__*/ $constructor("ZodJWT", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    $ZodJWT.init(inst, def);
    ZodStringFormat.init(inst, def);
});
function jwt(params) {
    return core._jwt(ZodJWT, params);
}
const ZodCustomStringFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCustomStringFormat", (inst, def) => {
    // ZodStringFormat.init(inst, def);
    core.$ZodCustomStringFormat.init(inst, def);
    ZodStringFormat.init(inst, def);
})));
function stringFormat(format, fnOrRegex, _params = {}) {
    return core._stringFormat(ZodCustomStringFormat, format, fnOrRegex, _params);
}
function schemas_hostname(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hostname", regexes.hostname, _params);
}
function schemas_hex(_params) {
    return core._stringFormat(ZodCustomStringFormat, "hex", regexes.hex, _params);
}
function schemas_currencyCode(_params) {
    return core._stringFormat(ZodCustomStringFormat, "currency_code", regexes.currencyCode, _params);
}
function hash(alg, params) {
    const enc = params?.enc ?? "hex";
    const format = `${alg}_${enc}`;
    const regex = core.regexes[format];
    if (!regex)
        throw new Error(`Unrecognized hash format: ${format}`);
    return core._stringFormat(ZodCustomStringFormat, format, regex, params);
}
const ZodNumber = /*@__PURE__*/ $constructor("ZodNumber", (inst, def) => {
    $ZodNumber.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => numberProcessor(inst, ctx, json, params);
    inst.isFinite = true;
}, 
/*@__PURE__*/ derived({
    minValue: (inst) => {
        const { minimum, exclusiveMinimum } = aggregateChecks(inst);
        return Math.max(minimum ?? Number.NEGATIVE_INFINITY, exclusiveMinimum ?? Number.NEGATIVE_INFINITY);
    },
    maxValue: (inst) => {
        const { maximum, exclusiveMaximum } = aggregateChecks(inst);
        return Math.min(maximum ?? Number.POSITIVE_INFINITY, exclusiveMaximum ?? Number.POSITIVE_INFINITY);
    },
    isInt: (inst) => {
        const { isInt, multipleOf } = aggregateChecks(inst);
        return !!isInt || !!multipleOf?.some(Number.isSafeInteger);
    },
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    int(params) {
        return this.check(schemas_int(params));
    },
    safe(params) {
        return this.check(schemas_int(params));
    },
    positive(params) {
        return this.check(_gt(0, params));
    },
    nonnegative(params) {
        return this.check(_gte(0, params));
    },
    negative(params) {
        return this.check(_lt(0, params));
    },
    nonpositive(params) {
        return this.check(_lte(0, params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
    step(value, params) {
        return this.check(_multipleOf(value, params));
    },
    finite() {
        return this;
    },
}));
function schemas_number(params) {
    return _number(ZodNumber, params);
}
const ZodNumberFormat = /*@__PURE__*/ $constructor("ZodNumberFormat", (inst, def) => {
    $ZodNumberFormat.init(inst, def);
    ZodNumber.init(inst, def);
});
function schemas_int(params) {
    return _int(ZodNumberFormat, params);
}
function float32(params) {
    return core._float32(ZodNumberFormat, params);
}
function float64(params) {
    return core._float64(ZodNumberFormat, params);
}
function int32(params) {
    return core._int32(ZodNumberFormat, params);
}
function uint32(params) {
    return core._uint32(ZodNumberFormat, params);
}
const ZodBoolean = /*@__PURE__*/ $constructor("ZodBoolean", (inst, def) => {
    $ZodBoolean.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => booleanProcessor(inst, ctx, json, params);
});
function schemas_boolean(params) {
    return _boolean(ZodBoolean, params);
}
const ZodBigInt = /*@__PURE__*/ $constructor("ZodBigInt", (inst, def) => {
    $ZodBigInt.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => bigintProcessor(inst, ctx, json, params);
}, 
/*@__PURE__*/ derived({
    minValue: (inst) => aggregateChecks(inst).minimum ?? null,
    maxValue: (inst) => aggregateChecks(inst).maximum ?? null,
    format: (inst) => aggregateChecks(inst).format ?? null,
}, {
    gte(value, params) {
        return this.check(_gte(value, params));
    },
    min(value, params) {
        return this.check(_gte(value, params));
    },
    gt(value, params) {
        return this.check(_gt(value, params));
    },
    lt(value, params) {
        return this.check(_lt(value, params));
    },
    lte(value, params) {
        return this.check(_lte(value, params));
    },
    max(value, params) {
        return this.check(_lte(value, params));
    },
    positive(params) {
        return this.check(_gt(BigInt(0), params));
    },
    negative(params) {
        return this.check(_lt(BigInt(0), params));
    },
    nonpositive(params) {
        return this.check(_lte(BigInt(0), params));
    },
    nonnegative(params) {
        return this.check(_gte(BigInt(0), params));
    },
    multipleOf(value, params) {
        return this.check(_multipleOf(value, params));
    },
}));
function schemas_bigint(params) {
    return core._bigint(ZodBigInt, params);
}
const ZodBigIntFormat = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodBigIntFormat", (inst, def) => {
    core.$ZodBigIntFormat.init(inst, def);
    ZodBigInt.init(inst, def);
})));
function int64(params) {
    return core._int64(ZodBigIntFormat, params);
}
function uint64(params) {
    return core._uint64(ZodBigIntFormat, params);
}
const ZodSymbol = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSymbol", (inst, def) => {
    core.$ZodSymbol.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.symbolProcessor(inst, ctx, json, params);
})));
function symbol(params) {
    return core._symbol(ZodSymbol, params);
}
const ZodUndefined = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodUndefined", (inst, def) => {
    core.$ZodUndefined.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.undefinedProcessor(inst, ctx, json, params);
})));
function schemas_undefined(params) {
    return core._undefined(ZodUndefined, params);
}

const ZodNull = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodNull", (inst, def) => {
    core.$ZodNull.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.nullProcessor(inst, ctx, json, params);
})));
function schemas_null(params) {
    return core._null(ZodNull, params);
}

const ZodAny = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodAny", (inst, def) => {
    core.$ZodAny.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.anyProcessor(inst, ctx, json, params);
})));
function any() {
    return core._any(ZodAny);
}
const ZodUnknown = /*@__PURE__*/ $constructor("ZodUnknown", (inst, def) => {
    $ZodUnknown.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unknownProcessor(inst, ctx, json, params);
});
function unknown() {
    return _unknown(ZodUnknown);
}
const ZodNever = /*@__PURE__*/ $constructor("ZodNever", (inst, def) => {
    $ZodNever.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => neverProcessor(inst, ctx, json, params);
});
function never(params) {
    return _never(ZodNever, params);
}
const ZodVoid = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodVoid", (inst, def) => {
    core.$ZodVoid.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.voidProcessor(inst, ctx, json, params);
})));
function schemas_void(params) {
    return core._void(ZodVoid, params);
}

const ZodDate = /*@__PURE__*/ $constructor("ZodDate", (inst, def) => {
    $ZodDate.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => dateProcessor(inst, ctx, json, params);
    inst.min = (value, params) => inst.check(_gte(value, params));
    inst.max = (value, params) => inst.check(_lte(value, params));
}, 
/*@__PURE__*/ derived({
    minDate: (inst) => {
        const { minimum } = aggregateChecks(inst);
        return minimum ? new Date(minimum) : null;
    },
    maxDate: (inst) => {
        const { maximum } = aggregateChecks(inst);
        return maximum ? new Date(maximum) : null;
    },
}, {}));
function schemas_date(params) {
    return core._date(ZodDate, params);
}
const ZodArray = /*@__PURE__*/ $constructor("ZodArray", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodArray.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => arrayProcessor(inst, ctx, json, params);
    inst.element = def.element;
}, {
    min(n, params) {
        return this.check(_minLength(n, params));
    },
    nonempty(params) {
        return this.check(_minLength(1, params));
    },
    max(n, params) {
        return this.check(_maxLength(n, params));
    },
    length(n, params) {
        return this.check(_length(n, params));
    },
    unwrap() {
        return this.element;
    },
});
function array(element, params) {
    return _array(ZodArray, element, params);
}
// .keyof
function keyof(schema) {
    const shape = schema._zod.def.shape;
    return schemas_enum(Object.keys(shape));
}
const ZodObject = /*@__PURE__*/ $constructor("ZodObject", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodObjectJIT.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => objectProcessor(inst, ctx, json, params);
    installLazyProp(inst, "shape", (self) => self._zod.def.shape, false);
}, {
    keyof() {
        return schemas_enum(Object.keys(this._zod.def.shape));
    },
    catchall(catchall) {
        // `mergeDefs` rather than a spread: spreading reads `shape`, and resolving it can mint a whole fresh subtree
        return this.clone(mergeDefs(this._zod.def, { catchall: catchall }));
    },
    passthrough() {
        return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
    },
    loose() {
        return this.clone(mergeDefs(this._zod.def, { catchall: unknown() }));
    },
    strict() {
        return this.clone(mergeDefs(this._zod.def, { catchall: never() }));
    },
    strip() {
        return this.clone(mergeDefs(this._zod.def, { catchall: undefined }));
    },
    extend(incoming) {
        return extend(this, incoming);
    },
    safeExtend(incoming) {
        return safeExtend(this, incoming);
    },
    merge(other) {
        return merge(this, other);
    },
    pick(mask) {
        return pick(this, mask);
    },
    omit(mask) {
        return omit(this, mask);
    },
    partial(...args) {
        return partial(ZodOptional, this, args[0]);
    },
    exactPartial(...args) {
        return partial(ZodExactOptional, this, args[0], "exactPartial");
    },
    required(...args) {
        return required(ZodNonOptional, this, args[0]);
    },
});
function object(shape, params) {
    const def = {
        type: "object",
        shape: shape ?? {},
        ...normalizeParams(params),
    };
    return new ZodObject(def);
}
// strictObject
function strictObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: never(),
        ...util.normalizeParams(params),
    });
}
// looseObject
function looseObject(shape, params) {
    return new ZodObject({
        type: "object",
        shape,
        catchall: unknown(),
        ...normalizeParams(params),
    });
}
const ZodUnion = /*@__PURE__*/ $constructor("ZodUnion", (inst, def) => {
    $ZodUnion.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
});
function union(options, params) {
    return new ZodUnion({
        type: "union",
        options: options,
        ...normalizeParams(params),
    });
}
const ZodXor = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodXor", (inst, def) => {
    ZodUnion.init(inst, def);
    core.$ZodXor.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.unionProcessor(inst, ctx, json, params);
    inst.options = def.options;
})));
/** Creates an exclusive union (XOR) where exactly one option must match.
 * Unlike regular unions that succeed when any option matches, xor fails if
 * zero or more than one option matches the input. */
function xor(options, params) {
    return new ZodXor({
        type: "union",
        options: options,
        inclusive: false,
        ...util.normalizeParams(params),
    });
}
const ZodDiscriminatedUnion = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodDiscriminatedUnion", (inst, def) => {
    ZodUnion.init(inst, def);
    core.$ZodDiscriminatedUnion.init(inst, def);
})));
function discriminatedUnion(discriminator, options, params) {
    // const [options, params] = args;
    return new ZodDiscriminatedUnion({
        type: "union",
        options: options,
        discriminator,
        ...util.normalizeParams(params),
    });
}
const ZodIntersection = /*@__PURE__*/ $constructor("ZodIntersection", (inst, def) => {
    $ZodIntersection.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => intersectionProcessor(inst, ctx, json, params);
});
function intersection(left, right) {
    return new ZodIntersection({
        type: "intersection",
        left: left,
        right: right,
    });
}
const ZodTuple = /*@__PURE__*/ $constructor("ZodTuple", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTuple.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => tupleProcessor(inst, ctx, json, params);
}, {
    rest(rest) {
        return this.clone({
            ...this._zod.def,
            rest: rest,
        });
    },
    partial() {
        const def = this._zod.def;
        // a refinement was authored against the full arity; partialing would run it on a shorter array
        if (def.checks?.length)
            throw new Error(".partial() cannot be used on tuple schemas containing refinements");
        return this.clone({
            ...def,
            items: def.items.map((item) => new ZodOptional({ type: "optional", innerType: item })),
        });
    },
});
function tuple(items, _paramsOrRest, _params) {
    const hasRest = _paramsOrRest instanceof core.$ZodType;
    const params = hasRest ? _params : _paramsOrRest;
    const rest = hasRest ? _paramsOrRest : null;
    return new ZodTuple({
        type: "tuple",
        items: items,
        rest,
        ...util.normalizeParams(params),
    });
}
const ZodRecord = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodRecord", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodRecord.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.recordProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
})));
function record(keyType, valueType, params) {
    // v3-compat: z.record(valueType, params?) — defaults keyType to z.string()
    if (!valueType || !valueType._zod) {
        return new ZodRecord({
            type: "record",
            keyType: schemas_string(),
            valueType: keyType,
            ...util.normalizeParams(valueType),
        });
    }
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
// type alksjf = core.output<core.$ZodRecordKey>;
function partialRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
        partial: true,
    });
}
function looseRecord(keyType, valueType, params) {
    return new ZodRecord({
        type: "record",
        keyType,
        valueType: valueType,
        mode: "loose",
        ...util.normalizeParams(params),
    });
}
const ZodMap = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodMap", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodMap.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.mapProcessor(inst, ctx, json, params);
    inst.keyType = def.keyType;
    inst.valueType = def.valueType;
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function map(keyType, valueType, params) {
    return new ZodMap({
        type: "map",
        keyType: keyType,
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodSet = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSet", (inst, def) => {
    _ensureDefaultMemoizer();
    core.$ZodSet.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.setProcessor(inst, ctx, json, params);
    inst.min = (...args) => inst.check(core._minSize(...args));
    inst.nonempty = (params) => inst.check(core._minSize(1, params));
    inst.max = (...args) => inst.check(core._maxSize(...args));
    inst.size = (...args) => inst.check(core._size(...args));
})));
function set(valueType, params) {
    return new ZodSet({
        type: "set",
        valueType: valueType,
        ...util.normalizeParams(params),
    });
}
const ZodEnum = /*@__PURE__*/ $constructor("ZodEnum", (inst, def) => {
    $ZodEnum.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => enumProcessor(inst, ctx, json, params);
    inst.enum = def.entries;
    // reuse the parsed value set so a numeric TS enum's reverse-mapping keys stay out
    inst.options = [...inst._zod.values];
    const keys = new Set(Object.keys(def.entries));
    inst.extract = (values, params) => {
        const newEntries = {};
        for (const value of values) {
            if (keys.has(value)) {
                newEntries[value] = def.entries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...normalizeParams(params),
            entries: newEntries,
        });
    };
    inst.exclude = (values, params) => {
        const newEntries = { ...def.entries };
        for (const value of values) {
            if (keys.has(value)) {
                delete newEntries[value];
            }
            else
                throw new Error(`Key ${value} not found in enum`);
        }
        return new ZodEnum({
            ...def,
            checks: [],
            ...normalizeParams(params),
            entries: newEntries,
        });
    };
});
function schemas_enum(values, params) {
    const entries = Array.isArray(values) ? Object.fromEntries(values.map((v) => [v, v])) : values;
    return new ZodEnum({
        type: "enum",
        entries,
        ...normalizeParams(params),
    });
}

/** @deprecated This API has been merged into `z.enum()`. Use `z.enum()` instead.
 *
 * ```ts
 * enum Colors { red, green, blue }
 * z.enum(Colors);
 * ```
 */
function nativeEnum(entries, params) {
    return new ZodEnum({
        type: "enum",
        entries,
        ...util.normalizeParams(params),
    });
}
const ZodLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodLiteral", (inst, def) => {
    core.$ZodLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.literalProcessor(inst, ctx, json, params);
    inst.values = new Set(def.values);
    Object.defineProperty(inst, "value", {
        get() {
            if (def.values.length > 1) {
                throw new Error("This schema contains multiple valid literal values. Use `.values` instead.");
            }
            return def.values[0];
        },
    });
})));
function literal(value, params) {
    return new ZodLiteral({
        type: "literal",
        values: Array.isArray(value) ? value : [value],
        ...util.normalizeParams(params),
    });
}
const ZodFile = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFile", (inst, def) => {
    core.$ZodFile.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.fileProcessor(inst, ctx, json, params);
    inst.min = (size, params) => inst.check(core._minSize(size, params));
    inst.max = (size, params) => inst.check(core._maxSize(size, params));
    inst.mime = (types, params) => inst.check(core._mime(Array.isArray(types) ? types : [types], params));
})));
function file(params) {
    return core._file(ZodFile, params);
}
const ZodTransform = /*@__PURE__*/ $constructor("ZodTransform", (inst, def) => {
    _ensureDefaultMemoizer();
    $ZodTransform.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => transformProcessor(inst, ctx, json, params);
    inst._zod.parse = (payload, _ctx) => {
        if (_ctx.direction === "backward") {
            throw new $ZodEncodeError(inst.constructor.name);
        }
        payload.addIssue = (issue) => {
            if (typeof issue === "string") {
                payload.issues.push(util_issue(issue, payload.value, def));
            }
            else {
                // for Zod 3 backwards compatibility
                const _issue = issue;
                if (_issue.fatal)
                    _issue.continue = false;
                _issue.code ?? (_issue.code = "custom");
                if (!("input" in _issue))
                    _issue.input = payload.value;
                _issue.inst ?? (_issue.inst = inst);
                // _issue.continue ??= true;
                payload.issues.push(util_issue(_issue));
            }
        };
        const output = def.transform(payload.value, payload);
        if (output instanceof Promise) {
            return output.then((output) => {
                payload.value = output;
                return payload;
            });
        }
        payload.value = output;
        return payload;
    };
});
function transform(fn) {
    return new ZodTransform({
        type: "transform",
        transform: fn,
    });
}
const ZodOptional = /*@__PURE__*/ $constructor("ZodOptional", (inst, def) => {
    $ZodOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function optional(innerType) {
    return new ZodOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodExactOptional = /*@__PURE__*/ $constructor("ZodExactOptional", (inst, def) => {
    $ZodExactOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => optionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function exactOptional(innerType) {
    return new ZodExactOptional({
        type: "optional",
        innerType: innerType,
    });
}
const ZodNullable = /*@__PURE__*/ $constructor("ZodNullable", (inst, def) => {
    $ZodNullable.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nullableProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nullable(innerType) {
    return new ZodNullable({
        type: "nullable",
        innerType: innerType,
    });
}
// nullish
function schemas_nullish(innerType) {
    return optional(nullable(innerType));
}
const ZodDefault = /*@__PURE__*/ $constructor("ZodDefault", (inst, def) => {
    $ZodDefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => defaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeDefault = inst.unwrap;
});
function schemas_default(innerType, defaultValue) {
    return new ZodDefault({
        type: "default",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
        },
    });
}
const ZodPrefault = /*@__PURE__*/ $constructor("ZodPrefault", (inst, def) => {
    $ZodPrefault.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => prefaultProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function prefault(innerType, defaultValue) {
    return new ZodPrefault({
        type: "prefault",
        innerType: innerType,
        get defaultValue() {
            return typeof defaultValue === "function" ? defaultValue() : shallowClone(defaultValue);
        },
    });
}
const ZodNonOptional = /*@__PURE__*/ $constructor("ZodNonOptional", (inst, def) => {
    $ZodNonOptional.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => nonoptionalProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function nonoptional(innerType, params) {
    return new ZodNonOptional({
        type: "nonoptional",
        innerType: innerType,
        ...normalizeParams(params),
    });
}
const ZodSuccess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodSuccess", (inst, def) => {
    core.$ZodSuccess.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.successProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function success(innerType) {
    return new ZodSuccess({
        type: "success",
        innerType: innerType,
    });
}
const ZodCatch = /*@__PURE__*/ $constructor("ZodCatch", (inst, def) => {
    $ZodCatch.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => catchProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
    inst.removeCatch = inst.unwrap;
});
function schemas_catch(innerType, catchValue) {
    return new ZodCatch({
        type: "catch",
        innerType: innerType,
        catchValue: (typeof catchValue === "function" ? catchValue : constantCatch(catchValue)),
    });
}

const ZodNaN = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodNaN", (inst, def) => {
    core.$ZodNaN.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.nanProcessor(inst, ctx, json, params);
})));
function nan(params) {
    return core._nan(ZodNaN, params);
}
const ZodPipe = /*@__PURE__*/ $constructor("ZodPipe", (inst, def) => {
    $ZodPipe.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => pipeProcessor(inst, ctx, json, params);
    inst.in = def.in;
    inst.out = def.out;
});
function pipe(in_, out) {
    return new ZodPipe({
        type: "pipe",
        in: in_,
        out: out,
        // ...util.normalizeParams(params),
    });
}
const ZodCodec = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodCodec", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodCodec.init(inst, def);
})));
function codec(in_, out, params) {
    return new ZodCodec({
        type: "pipe",
        in: in_,
        out: out,
        transform: params.decode,
        reverseTransform: params.encode,
    });
}
function invertCodec(codec) {
    const def = codec._zod.def;
    return new ZodCodec({
        type: "pipe",
        in: def.out,
        out: def.in,
        transform: def.reverseTransform,
        reverseTransform: def.transform,
    });
}
const ZodPreprocess = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPreprocess", (inst, def) => {
    ZodPipe.init(inst, def);
    core.$ZodPreprocess.init(inst, def);
})));
const ZodReadonly = /*@__PURE__*/ $constructor("ZodReadonly", (inst, def) => {
    $ZodReadonly.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => readonlyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
});
function readonly(innerType) {
    return new ZodReadonly({
        type: "readonly",
        innerType: innerType,
    });
}
const ZodTemplateLiteral = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodTemplateLiteral", (inst, def) => {
    core.$ZodTemplateLiteral.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.templateLiteralProcessor(inst, ctx, json, params);
})));
function templateLiteral(parts, params) {
    return new ZodTemplateLiteral({
        type: "template_literal",
        parts,
        ...util.normalizeParams(params),
    });
}
const ZodLazy = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodLazy", (inst, def) => {
    core.$ZodLazy.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.lazyProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.getter();
})));
function lazy(getter) {
    return new ZodLazy({
        type: "lazy",
        getter: getter,
    });
}
const ZodPromise = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodPromise", (inst, def) => {
    core.$ZodPromise.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.promiseProcessor(inst, ctx, json, params);
    inst.unwrap = () => inst._zod.def.innerType;
})));
function promise(innerType) {
    return new ZodPromise({
        type: "promise",
        innerType: innerType,
    });
}
const ZodFunction = /*@__PURE__*/ (/* unused pure expression or super */ null && (core.$constructor("ZodFunction", (inst, def) => {
    core.$ZodFunction.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => processors.functionProcessor(inst, ctx, json, params);
})));
function _function(params) {
    return new ZodFunction({
        type: "function",
        input: Array.isArray(params?.input) ? tuple(params?.input) : (params?.input ?? array(unknown())),
        output: params?.output ?? unknown(),
    });
}

const ZodCustom = /*@__PURE__*/ $constructor("ZodCustom", (inst, def) => {
    $ZodCustom.init(inst, def);
    ZodType.init(inst, def);
    inst._zod.processJSONSchema = (ctx, json, params) => customProcessor(inst, ctx, json, params);
});
// custom checks
function check(fn) {
    const ch = new core.$ZodCheck({
        check: "custom",
        // ...util.normalizeParams(params),
    });
    ch._zod.check = fn;
    return ch;
}
function custom(fn, _params) {
    return core._custom(ZodCustom, fn ?? (() => true), _params);
}
function refine(fn, _params = {}) {
    return _refine(ZodCustom, fn, _params);
}
// superRefine
function superRefine(fn, params) {
    return _superRefine(fn, params);
}
// Re-export describe and meta from core
const schemas_describe = describe;
const schemas_meta = meta;
const ZodInstanceOf = /*@__PURE__*/ $constructor("ZodInstanceOf", (inst, def) => {
    ZodCustom.init(inst, def);
}, {
    properties(shape, params) {
        // asserts in place, so the narrowed output type is truthful without a wrapper
        return this.check(_properties(shape, params));
    },
});
function _instanceof(cls, params = {}) {
    const inst = new ZodInstanceOf({
        type: "custom",
        check: "custom",
        fn: (data) => data instanceof cls,
        abort: true,
        ...util.normalizeParams(params),
    });
    inst._zod.bag.Class = cls;
    // Override check to emit invalid_type instead of custom
    inst._zod.check = (payload) => {
        if (!(payload.value instanceof cls)) {
            payload.issues.push({
                code: "invalid_type",
                expected: cls.name,
                input: payload.value,
                inst,
                path: [...(inst._zod.def.path ?? [])],
            });
        }
    };
    return inst;
}

// stringbool
const stringbool = (...args) => core._stringbool({
    Codec: ZodCodec,
    Boolean: ZodBoolean,
    String: ZodString,
}, ...args);
function json(params) {
    const jsonSchema = lazy(() => {
        return union([schemas_string(params), schemas_number(), schemas_boolean(), schemas_null(), array(jsonSchema), record(schemas_string(), jsonSchema)]);
    });
    return jsonSchema;
}
// preprocess
function preprocess(fn, schema) {
    return new ZodPreprocess({
        type: "pipe",
        in: transform(fn),
        out: schema,
    });
}


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(9407);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 

//# sourceMappingURL=index.js.map