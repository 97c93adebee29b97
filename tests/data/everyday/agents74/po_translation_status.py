"""Report translation progress from a gettext .po catalogue."""
from dataclasses import dataclass, field

PO_TEXT = r'''
# French translation
msgid ""
msgstr ""
"Language: fr\n"

#: app/views.py:12
msgid "Welcome back, %(name)s!"
msgstr "Bon retour, %(name)s !"

#: app/views.py:40
#, fuzzy
msgid "You have %d new message"
msgstr "Vous avez %d nouveau message"

#: app/cart.py:8
msgid "Your cart is empty."
msgstr ""

#: app/cart.py:19 app/cart.py:77
msgid ""
"Shipping is free for orders over "
"%(amount)s."
msgstr ""
"La livraison est gratuite au-delà de "
"%(amount)s."

#: app/profile.py:3
msgid "Save changes"
msgstr "Enregistrer"

#: app/profile.py:9
#, python-format
msgid "Delete %(count)s items"
msgstr "Supprimer %(total)s éléments"
'''


@dataclass
class Entry:
    msgid: str = ""
    msgstr: str = ""
    refs: list[str] = field(default_factory=list)
    flags: set[str] = field(default_factory=set)

    @property
    def state(self) -> str:
        if not self.msgstr:
            return "untranslated"
        return "fuzzy" if "fuzzy" in self.flags else "translated"


def unquote(s: str) -> str:
    return s.strip()[1:-1].replace('\\"', '"').replace("\\n", "\n")


def parse(text: str) -> list[Entry]:
    entries, cur, target = [], Entry(), None
    for line in text.splitlines() + [""]:
        if not line.strip():
            if cur.msgid:
                entries.append(cur)
            cur, target = Entry(), None
        elif line.startswith("#:"):
            cur.refs.extend(line[2:].split())
        elif line.startswith("#,"):
            cur.flags.update(f.strip() for f in line[2:].split(","))
        elif line.startswith(("msgid ", "msgstr ")):
            target, _, rest = line.partition(" ")
            setattr(cur, target, unquote(rest))
        elif line.startswith('"') and target:
            setattr(cur, target, getattr(cur, target) + unquote(line))
    return entries


def placeholders(s: str) -> list[str]:
    import re
    return sorted(re.findall(r"%\(\w+\)s|%[ds]", s))


def main():
    entries = parse(PO_TEXT)
    counts = {"translated": 0, "fuzzy": 0, "untranslated": 0}
    for e in entries:
        counts[e.state] += 1
    total = len(entries)
    for state, n in counts.items():
        bar = "#" * round(20 * n / total)
        print(f"{state:<13}{n:>3} {n / total:6.1%} {bar}")
    for e in entries:
        if e.state == "translated" and placeholders(e.msgid) != placeholders(e.msgstr):
            print(f"placeholder mismatch at {e.refs[0]}: {placeholders(e.msgid)} vs {placeholders(e.msgstr)}")
        if e.state == "translated" and len(e.msgstr) < 0.8 * len(e.msgid):
            print(f"suspiciously short ({len(e.msgstr)}/{len(e.msgid)}): {e.msgid!r}")
    files = sorted({ref.split(":")[0] for e in entries for ref in e.refs})
    print("files:", files)
    longest = max(entries, key=lambda e: len(e.msgid))
    print("longest msgid:", longest.msgid, "| refs", len(longest.refs))
    return counts["translated"]


if __name__ == "__main__":
    main()
