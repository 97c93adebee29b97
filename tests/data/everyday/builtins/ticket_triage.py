TICKETS = """#101 [P2] login fails on safari
#102 [P1] payments down!!
#103 [p3] typo on about page
#104 [P1] data export corrupt
#105 [P2] slow dashboard
#106 [P4] add dark mode"""


def main() -> None:
    tickets = []
    for line in TICKETS.splitlines():
        tid, prio, title = line.split(" ", 2)
        tickets.append((int(tid.lstrip("#")), int(prio.strip("[]").upper().removeprefix("P")), title.rstrip("!")))
    tickets.sort(key=lambda t: (t[1], t[0]))
    for tid, prio, title in tickets:
        print(f"P{prio} #{tid} {title.capitalize()}")
    by_prio = {}
    for _, prio, _ in tickets:
        by_prio[prio] = by_prio.get(prio, 0) + 1
    print("counts:", by_prio, "urgent:", [t[0] for t in tickets if t[1] == 1])
    print("next up:", tickets[0][2].upper(), "| backlog:", ", ".join(map(str, sorted([t[0] for t in tickets if t[1] >= 3]))))
