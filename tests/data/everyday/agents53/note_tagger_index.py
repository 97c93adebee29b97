"""Index notes by #tags and @mentions, search them, and print a tag cloud."""
import re
from collections import defaultdict

NOTES = [
    "Call @sam about the #budget review #q3",
    "Draft #roadmap with @lee and @sam",
    "#budget numbers look off, ask @kim",
    "Lunch ideas: tacos, ramen #personal",
    "Follow up on #Roadmap feedback from @lee #q3",
    "no tags here at all",
]

TAG = re.compile(r"#(\w+)")
MENTION = re.compile(r"@(\w+)")


class NoteIndex:
    def __init__(self):
        self.by_tag = defaultdict(set)
        self.by_person = defaultdict(set)
        self.notes = []

    def add(self, text):
        nid = len(self.notes)
        self.notes.append(text)
        for tag in TAG.findall(text):
            self.by_tag[tag.lower()].add(nid)
        for person in MENTION.findall(text):
            self.by_person[person].add(nid)
        return nid

    def search(self, *, tags=(), people=(), words=()):
        result = set(range(len(self.notes)))
        for t in tags:
            result &= self.by_tag.get(t.lower(), set())
        for p in people:
            result &= self.by_person.get(p, set())
        for w in words:
            result = {i for i in result if w.lower() in self.notes[i].lower()}
        return [self.notes[i] for i in sorted(result)]


def main():
    idx = NoteIndex()
    for note in NOTES:
        idx.add(note)
    cloud = sorted(idx.by_tag.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    print("tags:", " ".join(f"{t}({len(ids)})" for t, ids in cloud))
    print("people:", {p: sorted(ids) for p, ids in sorted(idx.by_person.items())})
    queries = [dict(tags=["budget"]), dict(tags=["q3"], people=["lee"]), dict(words=["ramen"]),
               dict(people=["nobody"]), dict(tags=["ROADMAP"])]
    for q in queries:
        hits = idx.search(**q)
        print(f"{q} -> {len(hits)}")
        for h in hits:
            print("    " + TAG.sub(lambda m: m.group(0).upper(), h))
    untagged = [n for n in idx.notes if not TAG.search(n)]
    print("untagged:", untagged)


if __name__ == "__main__":
    main()
