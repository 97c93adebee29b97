"""Parse chemical formulas with groups and hydrates; compute molar masses and balance checks."""
import re
from collections import Counter

MASS = {"H": 1.008, "C": 12.011, "N": 14.007, "O": 15.999, "Na": 22.990, "Mg": 24.305,
        "S": 32.06, "Cl": 35.45, "K": 39.098, "Ca": 40.078, "Fe": 55.845, "Cu": 63.546, "P": 30.974}
TOKEN = re.compile(r"([A-Z][a-z]?|\(|\)|\[|\]|\d+|·|\.)")


class FormulaError(ValueError):
    pass


def parse(formula):
    pieces = re.split(r"[·.]", formula)
    total = Counter()
    for piece in pieces:
        m = re.match(r"^(\d*)(.*)$", piece)
        mult = int(m[1]) if m[1] else 1
        for el, n in parse_group(m[2]).items():
            total[el] += n * mult
    return total


def parse_group(text):
    if TOKEN.sub("", text):
        raise FormulaError(f"unexpected characters in {text!r}: {TOKEN.sub('', text)!r}")
    stack = [Counter()]
    toks = TOKEN.findall(text)
    i = 0
    while i < len(toks):
        t = toks[i]
        count = 1
        if i + 1 < len(toks) and toks[i + 1].isdigit():
            count = int(toks[i + 1])
        if t in "([":
            stack.append(Counter())
        elif t in ")]":
            if len(stack) == 1:
                raise FormulaError(f"unbalanced {t!r} in {text}")
            group = stack.pop()
            for el, n in group.items():
                stack[-1][el] += n * count
            i += count != 1 or (i + 1 < len(toks) and toks[i + 1] == "1")
        elif t.isdigit():
            raise FormulaError(f"stray number {t} in {text}")
        else:
            if t not in MASS:
                raise FormulaError(f"unknown element {t}")
            stack[-1][t] += count
            i += count != 1 or (i + 1 < len(toks) and toks[i + 1] == "1")
        i += 1
    if len(stack) != 1:
        raise FormulaError(f"unclosed group in {text}")
    return stack[0]


def molar_mass(counts):
    return sum(MASS[el] * n for el, n in counts.items())


def hill(counts):
    order = (["C", "H"] if "C" in counts else []) + sorted(el for el in counts if el not in ("C", "H") or "C" not in counts)
    return "".join(f"{el}{counts[el] if counts[el] > 1 else ''}" for el in order)


def balanced(lhs, rhs):
    def side(terms):
        total = Counter()
        for coef, f in terms:
            for el, n in parse(f).items():
                total[el] += coef * n
        return total
    return side(lhs) == side(rhs)


def main():
    for f in ["H2O", "Ca(OH)2", "K4[Fe(CN)6]", "CuSO4·5H2O", "C6H12O6", "Mg3(PO4)2", "NaCl", "Fe2(SO4", "Xy2", "H2O)"]:
        try:
            counts = parse(f)
        except FormulaError as e:
            print(f"{f:<12} error: {e}")
            continue
        print(f"{f:<12} {hill(counts):<14} {molar_mass(counts):9.3f} g/mol  atoms={sum(counts.values())}")
    print("combustion balanced:", balanced([(1, "CH4"), (2, "O2")], [(1, "CO2"), (2, "H2O")]))
    print("wrong balanced:", balanced([(1, "CH4"), (1, "O2")], [(1, "CO2"), (2, "H2O")]))
    print("percent O in glucose:", f"{16 * 6 / molar_mass(parse('C6H12O6')) * 100 - 0.0:.2f}% (approx)")


if __name__ == "__main__":
    main()
