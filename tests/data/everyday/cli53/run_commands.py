"""Splitting shell command lines into argv lists and quoting them back, as a job runner does."""
import shlex

JOBS = [
    "rsync -av --exclude '*.tmp' /data/in/ backup:/data/out",
    'grep -rn "TODO: fix" src/ --include=*.py',
    "echo it\\'s done && touch 'a file.txt'",
    "convert input.png -resize 50% 'out put.png'",
    "python3 -c 'print(\"hi\")' # run it",
]


def main():
    parsed = []
    for line in JOBS:
        argv = shlex.split(line, comments=True)
        parsed.append(argv)
        print(len(argv), argv)
        print("   rebuilt:", shlex.join(argv))
    for word in ["plain", "with space", "", "it's", "$HOME", "a;b"]:
        print(repr(word), "->", shlex.quote(word))
    for bad in ['echo "unterminated', "trailing \\"]:
        try:
            shlex.split(bad)
        except ValueError as e:
            print("error:", e)
    return sum(len(a) for a in parsed)
