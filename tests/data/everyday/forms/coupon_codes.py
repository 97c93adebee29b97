CODES = {"SAVE10": ("pct", 10), "FLAT5": ("flat", 5), "HALF": ("pct", 50)}
CART_TOTAL = 42.0


def apply(total, *codes, max_codes=2):
    applied = []
    for code in codes[:max_codes]:
        if (rule := CODES.get(code)) is None:
            print("unknown code:", code)
            continue
        kind, amount = rule
        total = total * (1 - amount / 100) if kind == "pct" else max(0, total - amount)
        applied.append(code)
    return round(total, 2), applied


def main() -> None:
    print(apply(CART_TOTAL, "SAVE10"))
    print(apply(CART_TOTAL, "FLAT5", "BOGUS", "HALF"))
    print(apply(CART_TOTAL, "HALF", "HALF", max_codes=3))
