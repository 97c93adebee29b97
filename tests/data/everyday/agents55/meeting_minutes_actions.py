"""Extract action items, owners and due dates from meeting minutes."""
import re
import textwrap
from datetime import date, timedelta

MINUTES = """
Weekly sync - 2024-06-12
Attendees: Kim, Ravi, Sofia, Tom

- Discussed Q3 roadmap. ACTION(Ravi): draft the Q3 OKRs by Friday.
- Outage review: root cause was an expired cert. ACTION(Sofia): add cert expiry alerting, due 2024-06-20.
- ACTION(Tom, Kim): pair on the flaky integration tests next week.
- Budget is unchanged.
- ACTION: someone should book the offsite venue by 2024-06-30.
"""

ACTION = re.compile(r"ACTION(?:\((?P<owners>[^)]*)\))?:\s*(?P<text>[^.]*)")
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday"]


def due_date(text, meeting):
    if m := re.search(r"\d{4}-\d{2}-\d{2}", text):
        return date.fromisoformat(m.group())
    lowered = text.lower()
    for i, day in enumerate(WEEKDAYS):
        if day in lowered:
            delta = (i - meeting.weekday()) % 7 or 7
            return meeting + timedelta(days=delta)
    if "next week" in lowered:
        return meeting + timedelta(days=7 - meeting.weekday())
    return None


def main():
    header = MINUTES.strip().splitlines()[0]
    meeting = date.fromisoformat(header.rsplit(" ", 1)[1])
    attendees = re.search(r"Attendees:\s*(.*)", MINUTES).group(1).split(", ")
    print(f"{header} ({meeting:%A}), {len(attendees)} attendees")
    items = []
    for m in ACTION.finditer(MINUTES):
        owners = [o.strip() for o in (m["owners"] or "").split(",") if o.strip()] or ["UNASSIGNED"]
        items.append((owners, m["text"].strip(), due_date(m["text"], meeting)))
    for n, (owners, text, due) in enumerate(sorted(items, key=lambda i: (i[2] or date.max)), 1):
        when = due.strftime("%a %d %b") if due else "no date"
        print(textwrap.fill(f"{n}. [{'/'.join(owners)}] {text} -> {when}", width=60, subsequent_indent="   "))
    load = {a: sum(a in o for o, _, _ in items) for a in attendees}
    print("load:", load)
    print("unassigned:", sum(1 for o, _, _ in items if o == ["UNASSIGNED"]))


if __name__ == "__main__":
    main()
