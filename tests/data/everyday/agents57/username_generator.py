"""Generate unique usernames from full names, handling accents, clashes and reserved words."""
import unicodedata
import re
from collections import defaultdict

RESERVED = {"admin", "root", "support", "jdoe"}
EMPLOYEES = [
    "José María García", "Zoë O'Brien", "John Doe", "Jane Doe", "Jean-Luc Picard",
    "Åsa Nyström", "  mary   ann  smith-jones ", "Nguyễn Văn An", "J Doe", "Admin Istrator", "李 小龙",
]


def ascii_fold(text):
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).encode("ascii", "ignore").decode()


def base_name(full):
    parts = [p for p in re.split(r"[\s]+", ascii_fold(full).lower().strip()) if p]
    parts = [re.sub(r"[^a-z-]", "", p) for p in parts]
    parts = [p for p in parts if p]
    if not parts:
        return None
    first, last = parts[0], parts[-1].replace("-", "")
    if len(parts) == 1:
        return first[:12]
    return (first[0] + last)[:12]


class Allocator:
    def __init__(self, reserved):
        self.taken = set(reserved)
        self.counters = defaultdict(int)

    def allocate(self, full):
        base = base_name(full)
        if base is None:
            base = "user"
        candidate = base
        while candidate in self.taken:
            self.counters[base] += 1
            candidate = f"{base}{self.counters[base] + 1}"
        self.taken.add(candidate)
        return candidate


def main():
    alloc = Allocator(RESERVED)
    rows = []
    for name in EMPLOYEES:
        user = alloc.allocate(name)
        rows.append((name.strip(), user))
    width = max(len(n) for n, _ in rows)
    for name, user in rows:
        print(f"{name:<{width}}  ->  {user}")
    print("folded:", ascii_fold("Crème Brûlée ß Œuvre"))
    print(sorted(u for _, u in rows if re.fullmatch(r"[a-z]+\d", u)))
    print(unicodedata.name("é"), unicodedata.category("李"), "é" == unicodedata.normalize("NFC", "e\u0301"))


if __name__ == "__main__":
    main()
