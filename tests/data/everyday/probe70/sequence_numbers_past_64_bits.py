"""Numbers journal entries continuing from a stored 64-bit sequence counter that is about to
wrap in C but not in Python: the numbers go on past 2**63 - 1."""


def main():
    last_seen = 2**63 - 2
    entries = ["open", "write", "close", "sync"]
    numbered = list(enumerate(entries, last_seen))
    for seq, name in numbered:
        print(f"{seq:>20} {name}")
    pairs = dict(enumerate("ab", start=2**64))
    print(pairs)
    for seq, (name, size) in enumerate(zip(entries, [3, 5, 8, 13]), 2**63 - 1):
        print(seq - 2**63, name, size)
    print(max(numbered)[0] - last_seen, type(numbered[-1][0]).__name__)
