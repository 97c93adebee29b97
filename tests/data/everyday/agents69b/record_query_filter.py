"""Filter records with a small query language: comparisons, and/or/not, in-lists, parentheses."""
from __future__ import annotations

import operator
from dataclasses import dataclass
from typing import Any, Callable, Iterator

PEOPLE = [
    {"name": "Asha", "age": 34, "city": "Oslo", "vip": True, "spend": 1200.5},
    {"name": "Bruno", "age": 27, "city": "Lisbon", "vip": False, "spend": 310.0},
    {"name": "Chen", "age": 45, "city": "Oslo", "vip": False, "spend": 87.25},
    {"name": "Dara", "age": 19, "city": "Dublin", "vip": True, "spend": 45.0},
    {"name": "Emil", "age": 52, "city": "Lisbon", "vip": True, "spend": 2210.0},
    {"name": "Fay", "age": 31, "city": "Berlin", "vip": False, "spend": 640.75},
]

OPS: dict[str, Callable[[Any, Any], bool]] = {
    "==": operator.eq, "!=": operator.ne, "<": operator.lt,
    "<=": operator.le, ">": operator.gt, ">=": operator.ge,
}


class QueryError(ValueError):
    pass


@dataclass
class Tok:
    kind: str
    text: str


def lex(src: str) -> Iterator[Tok]:
    i = 0
    while i < len(src):
        ch = src[i]
        if ch.isspace():
            i += 1
        elif ch in "()[],":
            yield Tok(ch, ch)
            i += 1
        elif src[i:i + 2] in OPS:
            yield Tok("op", src[i:i + 2])
            i += 2
        elif ch in "<>":
            yield Tok("op", ch)
            i += 1
        elif ch in "'\"":
            end = src.find(ch, i + 1)
            if end < 0:
                raise QueryError(f"unterminated string at {i}")
            yield Tok("str", src[i + 1:end])
            i = end + 1
        elif ch.isdigit():
            j = i
            while j < len(src) and (src[j].isdigit() or src[j] == "."):
                j += 1
            yield Tok("num", src[i:j])
            i = j
        elif ch.isalpha():
            j = i
            while j < len(src) and (src[j].isalnum() or src[j] == "_"):
                j += 1
            word = src[i:j]
            yield Tok(word if word in ("and", "or", "not", "in") else "ident", word)
            i = j
        else:
            raise QueryError(f"unexpected {ch!r} at {i}")


class Query:
    def __init__(self, src: str):
        self.toks = list(lex(src))
        self.pos = 0
        self.pred = self.disjunction()
        if self.pos != len(self.toks):
            raise QueryError(f"trailing input: {self.toks[self.pos].text!r}")

    def take(self, kind: str | None = None) -> Tok:
        if self.pos >= len(self.toks):
            raise QueryError("unexpected end of query")
        tok = self.toks[self.pos]
        if kind and tok.kind != kind:
            raise QueryError(f"expected {kind}, found {tok.text!r}")
        self.pos += 1
        return tok

    def at(self, kind: str) -> bool:
        return self.pos < len(self.toks) and self.toks[self.pos].kind == kind

    def disjunction(self):
        parts = [self.conjunction()]
        while self.at("or"):
            self.take()
            parts.append(self.conjunction())
        return lambda r: any(p(r) for p in parts)

    def conjunction(self):
        parts = [self.negation()]
        while self.at("and"):
            self.take()
            parts.append(self.negation())
        return lambda r: all(p(r) for p in parts)

    def negation(self):
        if self.at("not"):
            self.take()
            inner = self.negation()
            return lambda r: not inner(r)
        if self.at("("):
            self.take()
            inner = self.disjunction()
            self.take(")")
            return inner
        return self.comparison()

    def literal(self):
        tok = self.take()
        if tok.kind == "num":
            return float(tok.text) if "." in tok.text else int(tok.text)
        if tok.kind == "str":
            return tok.text
        if tok.kind == "ident" and tok.text in ("true", "false"):
            return tok.text == "true"
        raise QueryError(f"expected a literal, found {tok.text!r}")

    def comparison(self):
        field = self.take("ident").text
        if self.at("in"):
            self.take()
            self.take("[")
            values = {self.literal()}
            while self.at(","):
                self.take()
                values.add(self.literal())
            self.take("]")
            return lambda r: r.get(field) in values
        if not self.at("op"):
            return lambda r: bool(r.get(field))
        op = OPS[self.take().text]
        value = self.literal()
        return lambda r: field in r and op(r[field], value)


def main() -> None:
    queries = [
        "age >= 30 and city == 'Oslo'",
        "vip and not (spend < 100)",
        "city in ['Lisbon', 'Dublin'] or spend > 1000",
        "not vip and age < 40",
        "age > 30 and (city == \"Berlin\" or city == 'Oslo') and spend >= 87.25",
        "height > 2",
        "age >",
        "age = 3",
        "(vip or age < 20",
        "name == 'Asha' extra",
    ]
    for q in queries:
        try:
            matched = [p["name"] for p in PEOPLE if Query(q).pred(p)]
            print(f"{q!r:75} -> {', '.join(matched) or '(none)'}")
        except QueryError as exc:
            print(f"{q!r:75} !! {exc}")


if __name__ == "__main__":
    main()
