import re
from collections import Counter

TOKEN = re.compile(r"""
    (?P<ws>\s+)
  | (?P<number>-?\d+(?:\.\d+)?)
  | (?P<string>'(?:[^']|'')*')
  | (?P<op><>|<=|>=|!=|=|<|>)
  | (?P<keyword>\b(?:AND|OR|NOT|IN|LIKE|IS|NULL|BETWEEN)\b)
  | (?P<ident>[A-Za-z_][\w.]*)
  | (?P<punct>[(),])
""", re.VERBOSE | re.IGNORECASE)

QUERIES = [
    "status = 'active' AND age >= 21",
    "name LIKE 'O''Brien%' OR city IN ('Oslo', 'Bergen')",
    "deleted_at IS NULL AND score BETWEEN 0.5 AND 1",
    "price <> 10 AND qty > -3 AND t.kind != 'x'",
    "amount = 5 ; DROP TABLE users",
]


class TokenizeError(Exception):
    def __init__(self, query, pos):
        super().__init__(f"unexpected {query[pos]!r} at column {pos + 1}")
        self.pos = pos


def tokenize(query):
    pos = 0
    tokens = []
    while pos < len(query):
        m = TOKEN.match(query, pos)
        if not m:
            raise TokenizeError(query, pos)
        kind = m.lastgroup
        if kind != "ws":
            value = m.group(kind)
            if kind == "keyword":
                value = value.upper()
            elif kind == "string":
                value = value[1:-1].replace("''", "'")
            tokens.append((kind, value))
        pos = m.end()
    return tokens


def main():
    kinds = Counter()
    columns = set()
    for q in QUERIES:
        try:
            tokens = tokenize(q)
        except TokenizeError as e:
            print(f"REJECT {q!r}: {e}")
            print(" " * (len("REJECT ") + 1 + e.pos) + "^")
            continue
        kinds.update(k for k, _ in tokens)
        columns.update(v for k, v in tokens if k == "ident")
        rendered = " ".join(f"{k[0].upper()}:{v}" for k, v in tokens)
        print(f"{len(tokens):2d} tokens | {rendered}")
    print("kinds:", ", ".join(f"{k}={n}" for k, n in kinds.most_common()))
    print("columns:", sorted(columns))
    masked = [re.sub(r"(?<=')[^']*(?=')", lambda m: "?" * len(m.group()), q) for q in QUERIES[:2]]
    for m in masked:
        print(m)


if __name__ == "__main__":
    main()
