def main() -> None:
    names = ("a", "b", "c")
    print(" ".join(names) + " | and  or   xor  maj")
    rows = []
    for n in range(2 ** len(names)):
        bits = [bool(n >> (len(names) - 1 - i) & 1) for i in range(len(names))]
        xor = sum(bits) % 2 == 1
        maj = sum(bits) >= 2
        rows.append((bits, all(bits), any(bits), xor, maj))
        print(" ".join([str(int(b)) for b in bits]) + " | " + " ".join([str(v).ljust(4) for v in (all(bits), any(bits), xor, maj)]))
    print("tautology(or)?", all([r[2] for r in rows]), "satisfiable(and)?", any([r[1] for r in rows]))
    print("majority rows:", [int("".join([str(int(b)) for b in r[0]]), 2) for r in rows if r[4]])
