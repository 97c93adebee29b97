"""A command-line dispatcher that suggests the closest known command for a typo."""
from difflib import SequenceMatcher, get_close_matches

COMMANDS = {
    "status": "show the working tree status",
    "commit": "record changes",
    "checkout": "switch branches",
    "cherry-pick": "apply a commit",
    "clone": "copy a repository",
    "config": "get and set options",
    "push": "update the remote",
    "pull": "fetch and merge",
}


def dispatch(word):
    if word in COMMANDS:
        return COMMANDS[word]
    guesses = get_close_matches(word, list(COMMANDS), n=2, cutoff=0.5)
    if not guesses:
        return f"unknown command {word!r}"
    return f"unknown command {word!r}; did you mean {' or '.join(guesses)}?"


def main():
    for word in ["status", "stauts", "chekout", "pul", "cfg", "xyzzy", "clon"]:
        print(dispatch(word))
    s = SequenceMatcher(None, "release-notes-v2.txt", "release_notes_v3.txt")
    print(round(s.ratio(), 3), [tuple(b) for b in s.get_matching_blocks()])
    for tag, i1, i2, j1, j2 in s.get_opcodes():
        if tag != "equal":
            print(tag, s.a[i1:i2], "->", s.b[j1:j2])
    return len(COMMANDS)
