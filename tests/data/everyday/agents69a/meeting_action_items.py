"""Extract action items, decisions and attendees from meeting notes; build a follow-up email."""
import re
from datetime import date, datetime, timedelta
from collections import defaultdict
import textwrap

NOTES = """Weekly sync - 2024-06-12
Attendees: Ana Lima, Raj Patel, Mei Chen, Tom O'Hara (late)

1. Release status
   - RC2 cut on Monday; two blockers remain.
   ACTION: @raj fix the login redirect bug by 2024-06-14
   ACTION: @mei update screenshots in docs (by Friday)
   DECISION: ship on June 20 if blockers are closed.

2. Hiring
   - Two candidates for the SRE role.
   action: @ana schedule second interviews by 2024-06-19
   DECISION: raise the contractor budget by 10%.

3. Misc
   ACTION: @tom book the offsite venue
   ACTION: @raj @mei pair on flaky test suite by 2024-06-13
"""

ACTION_RE = re.compile(r"^\s*action:\s*(?P<who>(?:@\w+\s+)+)(?P<what>.+?)(?:\s+\(?by\s+(?P<due>[\w-]+)\)?)?\s*$", re.I | re.M)
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]


def resolve_due(text, meeting_day):
    if text is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        pass
    if text.lower() in WEEKDAYS:
        delta = (WEEKDAYS.index(text.lower()) - meeting_day.weekday()) % 7 or 7
        return meeting_day + timedelta(days=delta)
    raise ValueError(f"unknown due date {text!r}")


def main():
    header, _, body = NOTES.partition("\n")
    title, _, day_text = header.rpartition(" - ")
    meeting_day = datetime.strptime(day_text, "%Y-%m-%d").date()
    attendees_line = next(l for l in body.splitlines() if l.startswith("Attendees:"))
    attendees = [re.sub(r"\s*\(.*?\)", "", a).strip() for a in attendees_line.split(":", 1)[1].split(",")]
    first_names = {a.split()[0].lower(): a for a in attendees}
    print(f"{title} on {meeting_day:%A %d %B}: {len(attendees)} attendees")
    items = []
    for m in ACTION_RE.finditer(NOTES):
        owners = [first_names.get(w.lstrip("@"), w) for w in m["who"].split()]
        due = resolve_due(m["due"], meeting_day)
        items.append((owners, m["what"].strip().rstrip("."), due))
    decisions = [d.strip() for d in re.findall(r"DECISION:\s*(.+)", NOTES)]
    per_owner = defaultdict(list)
    for owners, what, due in items:
        for o in owners:
            per_owner[o].append((what, due))
    print(f"{len(items)} actions, {len(decisions)} decisions")
    for owner in sorted(per_owner):
        print(f"  {owner}:")
        for what, due in sorted(per_owner[owner], key=lambda t: (t[1] is None, t[1] or date.max)):
            when = f"due {due:%a %d %b}" if due else "no date"
            days = f" ({(due - meeting_day).days}d)" if due else ""
            print(f"    - {what} [{when}{days}]")
    sections = re.findall(r"^(\d+)\.\s+(.+)$", NOTES, re.M)
    print("agenda:", "; ".join(f"{n}) {t}" for n, t in sections))
    email = ["Subject: Follow-up: " + title, "", "Decisions:"]
    email += [f"  * {d}" for d in decisions]
    email.append("")
    email.append(textwrap.fill("Thanks everyone. " + " ".join(f"{o.split()[0]} has {len(v)} item(s)." for o, v in sorted(per_owner.items())), width=60))
    print("\n".join(email))
    nodate = [what for owners, what, due in items if due is None]
    print("undated:", nodate)
    return len(items)


if __name__ == "__main__":
    main()
