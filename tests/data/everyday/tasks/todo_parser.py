NOTES = """- [x] write tests (due 2026-12-01) #dev
- [ ] review PR 42 #dev #review
- [ ] buy milk #home
- [x] call plumber (due 2026-11-28) #home
- [ ] plan sprint (due 2026-12-05) #dev
not a task line
- [ ]   trailing spaces task   """


def parse(line):
    line = line.rstrip()
    if not line.startswith("- ["):
        return None
    done = line[3] == "x"
    text = line[6:].strip()
    tags = [w[1:] for w in text.split() if w.startswith("#")]
    words = [w for w in text.split() if not w.startswith("#")]
    text = " ".join(words)
    due = None
    if "(due " in text:
        start = text.index("(due ")
        due = text[start + 5:text.index(")", start)]
        text = (text[:start] + text[text.index(")", start) + 1:]).strip()
    return {"done": done, "text": text, "tags": tags, "due": due}


def main():
    tasks = [t for t in map(parse, NOTES.splitlines()) if t is not None]
    open_tasks = [t for t in tasks if not t["done"]]
    print(f"{len(tasks)} tasks, {len(open_tasks)} open")
    for t in sorted(open_tasks, key=lambda t: (t["due"] is None, t["due"] or "", t["text"])):
        mark = "x" if t["done"] else " "
        due = t["due"] or "-"
        print(f"[{mark}] {t['text']:<24} due {due:<10} tags={','.join(t['tags'])}")
    tag_count = {}
    for t in tasks:
        for tag in t["tags"]:
            tag_count[tag] = tag_count.get(tag, 0) + 1
    return sorted(tag_count.items())
