PRODUCTS = (("T-Shirt", "red", "M"), ("T-Shirt", "blue", "XL"), ("Mug", "white", ""), ("Hoodie", "black", "S"))


def sku(name: str, color: str, size: str) -> str:
    base = "".join([w[:3] for w in name.replace("-", " ").split()]).upper()
    parts = [base, color[:2].upper()]
    if size:
        parts.append(size.zfill(3).replace("0", "X"))
    code = "-".join(parts)
    check = sum(map(ord, code)) % 36
    return code + "-" + "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[check]


def main() -> None:
    codes = [sku(p[0], p[1], p[2]) for p in PRODUCTS]
    for p, c in zip(PRODUCTS, codes):
        print(f"{' / '.join([x for x in p if x]):<22} {c}")
    print("unique:", len(set(codes)) == len(codes), "lengths:", sorted(set(map(len, codes))))
