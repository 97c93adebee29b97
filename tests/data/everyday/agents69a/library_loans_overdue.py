"""Library loans: due dates, overdue fines with caps, renewals, and per-member statements."""
from datetime import date, timedelta
from collections import defaultdict
from operator import itemgetter, attrgetter
from dataclasses import dataclass

TODAY = date(2024, 11, 20)
LOAN_DAYS = {"book": 21, "dvd": 7, "magazine": 7}
FINE_PER_DAY = {"book": 0.25, "dvd": 1.00, "magazine": 0.10}
FINE_CAP = {"book": 10.00, "dvd": 15.00, "magazine": 2.00}

LOANS = """
M-101|Ortega|book|The Left Hand of Darkness|2024-10-01|1
M-101|Ortega|dvd|Arrival|2024-11-10|0
M-204|Kowalski|magazine|Wired Nov 2024|2024-11-15|0
M-204|Kowalski|book|Dune|2024-08-02|2
M-311|Adebayo|book|Middlemarch|2024-11-01|0
M-311|Adebayo|dvd|Paterson|2024-09-01|0
M-404|Nguyen|book|The Overstory|2024-10-30|3
"""


@dataclass
class Loan:
    member: str
    surname: str
    kind: str
    title: str
    borrowed: date
    renewals: int

    @property
    def due(self):
        return self.borrowed + timedelta(days=LOAN_DAYS[self.kind] * (1 + self.renewals))

    @property
    def days_overdue(self):
        return max(0, (TODAY - self.due).days)

    @property
    def fine(self):
        return min(self.days_overdue * FINE_PER_DAY[self.kind], FINE_CAP[self.kind])


def parse(text):
    loans = []
    for line in filter(None, map(str.strip, text.splitlines())):
        member, surname, kind, title, borrowed, renewals = line.split("|")
        loans.append(Loan(member, surname, kind, title, date.fromisoformat(borrowed), int(renewals)))
    return loans


def main():
    loans = parse(LOANS)
    overdue = sorted((l for l in loans if l.days_overdue), key=attrgetter("days_overdue"), reverse=True)
    print(f"As of {TODAY:%A, %B %d, %Y}: {len(overdue)} of {len(loans)} loans overdue")
    for l in overdue:
        capped = " (capped)" if l.fine == FINE_CAP[l.kind] else ""
        print(f"  {l.title[:22]:<22} {l.kind:<8} due {l.due:%d.%m.} {l.days_overdue:>3}d  ${l.fine:5.2f}{capped}")
    statements = defaultdict(list)
    for l in loans:
        statements[(l.member, l.surname)].append(l)
    print()
    rows = []
    for (member, surname), items in statements.items():
        total = sum(l.fine for l in items)
        can_borrow = total < 5 and all(l.days_overdue < 30 for l in items)
        rows.append((surname, member, len(items), total, can_borrow))
    for surname, member, n, total, ok in sorted(rows, key=itemgetter(3, 0), reverse=True):
        print(f"{member} {surname:<10} {n} item(s)  owes ${total:>6.2f}  {'OK' if ok else 'BLOCKED'}")
    renewable = [l.title for l in loans if l.renewals < 2 and l.days_overdue == 0]
    print("renewable now:", renewable)
    due_soon = [(l.title, (l.due - TODAY).days) for l in loans if 0 <= (l.due - TODAY).days <= 7]
    print("due within a week:", due_soon)
    week = TODAY - timedelta(days=TODAY.weekday())
    print("week starting", week.isoformat(), "ordinal", TODAY.toordinal() - week.toordinal(), TODAY.timetuple().tm_yday)
    return round(sum(l.fine for l in loans), 2)


if __name__ == "__main__":
    main()
