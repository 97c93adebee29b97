"""A hand-written JSON tokenizer and recursive-descent parser with line/column error reporting."""
import re
from typing import Any, Iterator, List, NamedTuple

TOKEN_RE = re.compile(r"""
    (?P<ws>[ \t\r\n]+)
  | (?P<number>-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)
  | (?P<string>"(?:[^"\\]|\\.)*")
  | (?P<punct>[{}\[\]:,])
  | (?P<word>true|false|null)
""", re.VERBOSE)

ESCAPES = {'"': '"', "\\": "\\", "/": "/", "n": "\n", "t": "\t", "r": "\r", "b": "\b", "f": "\f"}


class Token(NamedTuple):
    kind: str
    text: str
    line: int
    col: int


class JSONSyntaxError(Exception):
    def __init__(self, msg, line, col):
        super().__init__(f"{msg} at {line}:{col}")


def tokenize(src: str) -> Iterator[Token]:
    pos, line, line_start = 0, 1, 0
    while pos < len(src):
        m = TOKEN_RE.match(src, pos)
        if not m:
            raise JSONSyntaxError(f"unexpected {src[pos]!r}", line, pos - line_start + 1)
        kind = m.lastgroup
        if kind != "ws":
            yield Token(kind, m.group(), line, pos - line_start + 1)
        newlines = m.group().count("\n")
        if newlines:
            line += newlines
            line_start = pos + m.group().rfind("\n") + 1
        pos = m.end()


def unescape(text: str) -> str:
    body = text[1:-1]
    return re.sub(r"\\(u[0-9a-fA-F]{4}|.)",
                  lambda m: chr(int(m.group(1)[1:], 16)) if m.group(1)[0] == "u" else ESCAPES[m.group(1)],
                  body)


class Parser:
    def __init__(self, src: str):
        self.tokens: List[Token] = list(tokenize(src))
        self.i = 0

    def peek(self):
        return self.tokens[self.i] if self.i < len(self.tokens) else Token("eof", "", 0, 0)

    def take(self, text=None):
        tok = self.peek()
        if text is not None and tok.text != text:
            raise JSONSyntaxError(f"expected {text!r}, got {tok.text or 'end'!r}", tok.line, tok.col)
        self.i += 1
        return tok

    def value(self) -> Any:
        tok = self.peek()
        if tok.text == "{":
            return self.obj()
        if tok.text == "[":
            return self.arr()
        self.take()
        if tok.kind == "number":
            return float(tok.text) if any(c in tok.text for c in ".eE") else int(tok.text)
        if tok.kind == "string":
            return unescape(tok.text)
        if tok.kind == "word":
            return {"true": True, "false": False, "null": None}[tok.text]
        raise JSONSyntaxError(f"unexpected {tok.text or 'end'!r}", tok.line, tok.col)

    def obj(self):
        self.take("{")
        out = {}
        while self.peek().text != "}":
            key = self.take()
            self.take(":")
            out[unescape(key.text)] = self.value()
            if self.peek().text != "}":
                self.take(",")
        self.take("}")
        return out

    def arr(self):
        self.take("[")
        out = []
        while self.peek().text != "]":
            out.append(self.value())
            if self.peek().text != "]":
                self.take(",")
        self.take("]")
        return out


def main():
    doc = '{\n  "name": "caf\\u00e9",\n  "tags": ["a", "b\\n"],\n  "n": -12, "x": 2.5e3,\n  "ok": true, "none": null\n}'
    result = Parser(doc).value()
    print(result)
    print(type(result["n"]).__name__, type(result["x"]).__name__)
    for bad in ['{"a": 1,, "b": 2}', '[1, 2', '{"a": tru}', '{\n "a": [1,\n 2 3]}']:
        try:
            Parser(bad).value()
        except JSONSyntaxError as err:
            print(f"{bad!r:28} -> {err}")
    print([t.kind for t in tokenize('[1, "x", null]')])


if __name__ == "__main__":
    main()
