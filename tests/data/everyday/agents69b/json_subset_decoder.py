"""A hand-written recursive-descent decoder for JSON, with line/column errors."""
from typing import Any


class DecodeError(Exception):
    def __init__(self, msg: str, text: str, pos: int) -> None:
        line = text.count("\n", 0, pos) + 1
        col = pos - (text.rfind("\n", 0, pos) + 1) + 1
        super().__init__(f"{msg} (line {line}, column {col})")
        self.pos = pos


ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}


class Decoder:
    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0

    def fail(self, msg: str) -> DecodeError:
        return DecodeError(msg, self.text, self.i)

    def ws(self) -> None:
        while self.i < len(self.text) and self.text[self.i] in " \t\r\n":
            self.i += 1

    def decode(self) -> Any:
        value = self.value()
        self.ws()
        if self.i != len(self.text):
            raise self.fail("extra data")
        return value

    def value(self) -> Any:
        self.ws()
        if self.i >= len(self.text):
            raise self.fail("unexpected end")
        ch = self.text[self.i]
        if ch == "{":
            return self.obj()
        if ch == "[":
            return self.arr()
        if ch == '"':
            return self.string()
        for word, val in (("true", True), ("false", False), ("null", None)):
            if self.text.startswith(word, self.i):
                self.i += len(word)
                return val
        if ch == "-" or ch.isdigit():
            return self.number()
        raise self.fail(f"unexpected character {ch!r}")

    def obj(self) -> dict:
        self.i += 1
        out: dict[str, Any] = {}
        self.ws()
        if self.text[self.i:self.i + 1] == "}":
            self.i += 1
            return out
        while True:
            self.ws()
            if self.text[self.i:self.i + 1] != '"':
                raise self.fail("expected property name")
            key = self.string()
            self.ws()
            if self.text[self.i:self.i + 1] != ":":
                raise self.fail("expected ':'")
            self.i += 1
            out[key] = self.value()
            self.ws()
            sep = self.text[self.i:self.i + 1]
            self.i += 1
            if sep == "}":
                return out
            if sep != ",":
                self.i -= 1
                raise self.fail("expected ',' or '}'")

    def arr(self) -> list:
        self.i += 1
        out = []
        self.ws()
        if self.text[self.i:self.i + 1] == "]":
            self.i += 1
            return out
        while True:
            out.append(self.value())
            self.ws()
            sep = self.text[self.i:self.i + 1]
            self.i += 1
            if sep == "]":
                return out
            if sep != ",":
                self.i -= 1
                raise self.fail("expected ',' or ']'")

    def string(self) -> str:
        self.i += 1
        chars = []
        while True:
            if self.i >= len(self.text):
                raise self.fail("unterminated string")
            ch = self.text[self.i]
            if ch == '"':
                self.i += 1
                return "".join(chars)
            if ch == "\\":
                esc = self.text[self.i + 1:self.i + 2]
                if esc == "u":
                    chars.append(chr(int(self.text[self.i + 2:self.i + 6], 16)))
                    self.i += 6
                    continue
                if esc not in ESCAPES:
                    raise self.fail(f"bad escape \\{esc}")
                chars.append(ESCAPES[esc])
                self.i += 2
                continue
            chars.append(ch)
            self.i += 1

    def number(self) -> int | float:
        start = self.i
        if self.text[self.i] == "-":
            self.i += 1
        while self.i < len(self.text) and (self.text[self.i].isdigit() or self.text[self.i] in ".eE+-"):
            self.i += 1
        raw = self.text[start:self.i]
        try:
            return float(raw) if any(c in raw for c in ".eE") else int(raw)
        except ValueError:
            self.i = start
            raise self.fail(f"bad number {raw!r}") from None


def main() -> None:
    doc = '''{
  "service": "billing", "version": 3, "ratio": 0.75, "big": 1.5e3,
  "tags": ["a", "b\\tc", "\\u00e9t\\u00e9"],
  "owner": {"name": "Mo", "active": true, "manager": null},
  "limits": [[1, 2], [], {"x": -4}]
}'''
    data = Decoder(doc).decode()
    for key, value in data.items():
        print(f"{key:8} {type(value).__name__:6} {value!r}")
    print("tags joined:", "|".join(data["tags"]))
    bad = ['{"a": 1,}', '[1, 2', '{"a" 1}', '"abc', '[1] x', '{"k": tru}', '[01.2.3]', '{"s": "\\q"}', '']
    for text in bad:
        try:
            print("parsed", Decoder(text).decode())
        except DecodeError as err:
            print(f"{text!r:14} -> {err}")


if __name__ == "__main__":
    main()
