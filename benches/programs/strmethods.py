# String methods: split, join, replace, strip, upper/lower, find, startswith, slicing.

LINES = 30000


def main() -> int:
    words = ["alpha", "Beta", "gamma", "DELTA", "epsilon", "zeta", "eta", "theta"]
    total = 0
    longest = ""
    for i in range(LINES):
        line = "  " + ",".join(words[(i + j) % 8] for j in range(5)) + f",{i}  "
        fields = line.strip().split(",")
        upper = [w.upper() for w in fields if w.isalpha()]
        joined = "-".join(upper).replace("A", "4")
        if joined.startswith("4LPH"):
            total += 1
        total += joined.find("ZETA") + len(fields[-1])
        low = fields[1].lower()
        if low.endswith("a") and len(joined) > len(longest):
            longest = joined
        total += len(low[1:4] + joined[-3:])
    print(f"total {total} longest {longest[:40]}")
    return total
