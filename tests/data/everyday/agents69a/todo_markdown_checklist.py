"""Progress report from a Markdown checklist: sections, nested items, owners and due dates."""
import re
from datetime import date

TODO = """
# Launch plan

## Backend
- [x] Freeze API schema @ana due:2024-05-01
- [x] Load test @raj
- [ ] Rotate secrets @ana due:2024-05-20
  - [x] staging
  - [ ] production
- [ ] Enable rate limits due:2024-05-18

## Frontend
- [X] Final copy review @mei
- [ ] Accessibility audit @mei due:2024-05-15
- [ ] Dark mode (stretch)

## Ops
- [ ] Pager rota @raj due:2024-05-10
- [-] Old dashboard (dropped)
"""

ITEM_RE = re.compile(r"^(?P<indent>\s*)- \[(?P<mark>[ xX-])\] (?P<text>.+)$")
TODAY = date(2024, 5, 16)


def parse(md):
    section, items = None, []
    for line in md.splitlines():
        if line.startswith("## "):
            section = line[3:].strip()
            continue
        m = ITEM_RE.match(line)
        if not m:
            continue
        text = m["text"]
        owner = re.search(r"@(\w+)", text)
        due = re.search(r"due:(\d{4}-\d{2}-\d{2})", text)
        clean = re.sub(r"\s*(@\w+|due:\S+)", "", text).strip()
        items.append({
            "section": section,
            "depth": len(m["indent"]) // 2,
            "state": {"x": "done", "-": "dropped", " ": "open"}[m["mark"].lower()],
            "title": clean,
            "owner": owner.group(1) if owner else None,
            "due": date.fromisoformat(due.group(1)) if due else None,
        })
    return items


def bar(done, total, width=20):
    filled = round(width * done / total) if total else 0
    return "[" + "#" * filled + "." * (width - filled) + f"] {done}/{total}"


def main():
    items = parse(TODO)
    live = [i for i in items if i["state"] != "dropped"]
    sections = []
    for i in live:
        if i["section"] not in sections:
            sections.append(i["section"])
    for s in sections:
        mine = [i for i in live if i["section"] == s and i["depth"] == 0]
        done = sum(i["state"] == "done" for i in mine)
        print(f"{s:<10} {bar(done, len(mine))}")
    total_done = sum(i["state"] == "done" for i in live)
    print(f"overall {total_done / len(live):.0%} ({total_done} of {len(live)}, {len(items) - len(live)} dropped)")
    overdue = sorted((i for i in live if i["state"] == "open" and i["due"] and i["due"] < TODAY), key=lambda i: i["due"])
    print("overdue:")
    for i in overdue:
        print(f"  {(TODAY - i['due']).days:>2}d late  {i['title']} ({i['owner'] or 'unassigned'})")
    by_owner = {}
    for i in live:
        if i["state"] == "open":
            by_owner.setdefault(i["owner"] or "-", []).append(i["title"])
    for owner, titles in sorted(by_owner.items()):
        print(f"  {owner:>4}: " + "; ".join(titles))
    sub = [i["title"] for i in items if i["depth"] > 0]
    print("subtasks:", sub)
    upcoming = min((i for i in live if i["due"] and i["due"] >= TODAY), key=lambda i: i["due"], default=None)
    print("next due:", upcoming and f"{upcoming['title']} on {upcoming['due']:%b %d}")
    return total_done


if __name__ == "__main__":
    main()
