"""Character-level lexer (explicit state machine) and parser for a tiny config language."""
from enum import Enum, auto
from dataclasses import dataclass


class TokKind(Enum):
    IDENT = auto()
    NUMBER = auto()
    STRING = auto()
    LBRACE = auto()
    RBRACE = auto()
    EQUALS = auto()
    NEWLINE = auto()
    EOF = auto()


@dataclass
class Tok:
    kind: TokKind
    value: object
    line: int
    col: int


class LexError(Exception):
    pass


def lex(src: str) -> list[Tok]:
    toks: list[Tok] = []
    i, line, col = 0, 1, 1
    state = "start"
    buf = ""
    start = (1, 1)
    while i <= len(src):
        ch = src[i] if i < len(src) else "\0"
        if state == "start":
            start = (line, col)
            if ch == "\0":
                break
            if ch in " \t":
                pass
            elif ch == "\n":
                toks.append(Tok(TokKind.NEWLINE, None, line, col))
                line, col = line + 1, 0
            elif ch == "#":
                state = "comment"
            elif ch.isalpha() or ch == "_":
                state, buf = "ident", ch
            elif ch.isdigit() or ch == "-":
                state, buf = "number", ch
            elif ch == '"':
                state, buf = "string", ""
            elif ch in "{}=":
                kind = {"{": TokKind.LBRACE, "}": TokKind.RBRACE, "=": TokKind.EQUALS}[ch]
                toks.append(Tok(kind, ch, line, col))
            else:
                raise LexError(f"unexpected {ch!r} at {line}:{col}")
        elif state == "comment":
            if ch in "\n\0":
                state = "start"
                continue
        elif state == "ident":
            if ch.isalnum() or ch in "_.":
                buf += ch
            else:
                toks.append(Tok(TokKind.IDENT, buf, *start))
                state = "start"
                continue
        elif state == "number":
            if ch.isdigit() or ch == ".":
                buf += ch
            else:
                try:
                    value = float(buf) if "." in buf else int(buf)
                except ValueError:
                    raise LexError(f"bad number {buf!r} at {start[0]}:{start[1]}") from None
                toks.append(Tok(TokKind.NUMBER, value, *start))
                state = "start"
                continue
        elif state == "string":
            if ch == "\0" or ch == "\n":
                raise LexError(f"unterminated string at {start[0]}:{start[1]}")
            if ch == '"':
                toks.append(Tok(TokKind.STRING, buf, *start))
                state = "start"
            elif ch == "\\" and i + 1 < len(src):
                i += 1
                col += 1
                buf += {"n": "\n", "t": "\t"}.get(src[i], src[i])
            else:
                buf += ch
        i += 1
        col += 1
    toks.append(Tok(TokKind.EOF, None, line, col))
    return toks


def parse(toks: list[Tok]) -> dict:
    pos = 0

    def block(closing: bool) -> dict:
        nonlocal pos
        out = {}
        while True:
            t = toks[pos]
            if t.kind is TokKind.NEWLINE:
                pos += 1
            elif t.kind is TokKind.EOF or t.kind is TokKind.RBRACE:
                if (t.kind is TokKind.RBRACE) != closing:
                    raise SyntaxError(f"unexpected {t.kind.name} at {t.line}:{t.col}")
                pos += 1
                return out
            elif t.kind is TokKind.IDENT:
                pos += 1
                nxt = toks[pos]
                if nxt.kind is TokKind.LBRACE:
                    pos += 1
                    out[t.value] = block(True)
                elif nxt.kind is TokKind.EQUALS and toks[pos + 1].kind in (TokKind.NUMBER, TokKind.STRING, TokKind.IDENT):
                    val = toks[pos + 1].value
                    out[t.value] = {"true": True, "false": False}.get(val, val) if isinstance(val, str) and toks[pos + 1].kind is TokKind.IDENT else val
                    pos += 2
                else:
                    raise SyntaxError(f"expected '=' or '{{' after {t.value} at {nxt.line}:{nxt.col}")
            else:
                raise SyntaxError(f"unexpected {t.kind.name} {t.value!r} at {t.line}:{t.col}")

    return block(False)


SOURCES = [
    '''# service config
name = "billing\\tapi"
replicas = 3
server {
  port = 8080
  ratio = 0.75
  tls { enabled = true  cert = "/etc/c.pem" }
}
retries = -2''',
    'name = "oops',
    'server { port = 80',
    'x = 1.2.3',
    'a = @',
    'b = }',
]


def main():
    for src in SOURCES:
        try:
            toks = lex(src)
            cfg = parse(toks)
            print(f"{len(toks)} tokens -> {cfg}")
        except (LexError, SyntaxError) as e:
            print(f"{type(e).__name__}: {e}")
    toks = lex('k = "v"\n')
    print([(t.kind.name, t.value, t.line, t.col) for t in toks])
    return len(SOURCES)


if __name__ == "__main__":
    main()
