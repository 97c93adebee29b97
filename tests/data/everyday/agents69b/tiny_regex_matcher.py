"""A backtracking regex engine for a small dialect (. * + ? ^ $ [a-z] \\d), checked against re."""
import re


class Pattern:
    def __init__(self, source):
        self.source = source
        self.anchored_start = source.startswith("^")
        self.anchored_end = source.endswith("$") and not source.endswith("\\$")
        body = source[1 if self.anchored_start else 0: len(source) - (1 if self.anchored_end else 0)]
        self.atoms = self._compile(body)

    @staticmethod
    def _compile(body):
        atoms, i = [], 0
        while i < len(body):
            ch = body[i]
            if ch == "[":
                end = body.find("]", i)
                if end < 0:
                    raise ValueError(f"unterminated class at {i} in {body!r}")
                spec = body[i + 1:end]
                negate = spec.startswith("^")
                spec = spec[1:] if negate else spec
                ranges = []
                j = 0
                while j < len(spec):
                    if j + 2 < len(spec) and spec[j + 1] == "-":
                        ranges.append((spec[j], spec[j + 2]))
                        j += 3
                    else:
                        ranges.append((spec[j], spec[j]))
                        j += 1
                test = (lambda rs, neg: lambda c: any(lo <= c <= hi for lo, hi in rs) != neg)(ranges, negate)
                i = end + 1
            elif ch == "\\":
                esc = body[i + 1]
                test = {"d": str.isdigit, "w": lambda c: c.isalnum() or c == "_", "s": str.isspace}.get(
                    esc, (lambda e: lambda c: c == e)(esc))
                i += 2
            elif ch == ".":
                test = lambda c: c != "\n"
                i += 1
            elif ch in "*+?":
                raise ValueError(f"nothing to repeat at {i}")
            else:
                test = (lambda lit: lambda c: c == lit)(ch)
                i += 1
            quant = body[i] if i < len(body) and body[i] in "*+?" else ""
            i += len(quant)
            atoms.append((test, quant))
        return atoms

    def _match_here(self, k, text, pos):
        if k == len(self.atoms):
            return pos if not self.anchored_end or pos == len(text) else None
        test, quant = self.atoms[k]
        if quant == "":
            if pos < len(text) and test(text[pos]):
                return self._match_here(k + 1, text, pos + 1)
            return None
        lo = 1 if quant == "+" else 0
        hi = 1 if quant == "?" else len(text) - pos
        count = 0
        while count < hi and pos + count < len(text) and test(text[pos + count]):
            count += 1
        for n in range(count, lo - 1, -1):
            end = self._match_here(k + 1, text, pos + n)
            if end is not None:
                return end
        return None

    def search(self, text):
        starts = [0] if self.anchored_start else range(len(text) + 1)
        for s in starts:
            end = self._match_here(0, text, s)
            if end is not None:
                return s, end
        return None


CASES = [
    ("ab*c", "xxabbbcyy"), ("^ab*c", "xxabbbc"), ("colou?r", "my favourite color"),
    ("\\d+-\\d+", "call 555-1234 now"), ("^[a-z]+@[a-z]+\\.com$", "bob@mail.com"),
    ("^[a-z]+@[a-z]+\\.com$", "Bob@mail.com"), ("a.c", "abc a-c"), ("[^0-9]+", "123abc456"),
    ("x*", "yyy"), ("\\w+\\s\\w+", "hello big world"), ("end$", "the end"), ("a+a+b", "aaaab"),
]


def main():
    agree = 0
    for pattern, text in CASES:
        ours = Pattern(pattern).search(text)
        m = re.search(pattern, text)
        theirs = m.span() if m else None
        agree += ours == theirs
        shown = repr(text[ours[0]:ours[1]]) if ours else "no match"
        print(f"{pattern:<24} {text!r:<22} {shown:<14} {'ok' if ours == theirs else f'MISMATCH {theirs}'}")
    print(f"{agree}/{len(CASES)} agree with re")
    for bad in ["*a", "[abc", "a**"]:
        try:
            Pattern(bad)
            print(bad, "compiled")
        except ValueError as exc:
            print(f"{bad!r}: {exc}")


if __name__ == "__main__":
    main()
