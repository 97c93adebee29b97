"""Serves the notes effects over JSON lines: one request per line on stdin, one answer per line
on stdout. Any program in any language that does this can be a handler."""

import json
import os
import sys

NOTES = os.path.join(os.environ["CLAUZ3_IMPORT_ROOT"], "notes")


def write_note(name, text):
    os.makedirs(NOTES, exist_ok=True)
    with open(os.path.join(NOTES, name), "w", encoding="utf-8") as f:
        f.write(text)
    return len(text), f"wrote {name}\n"


def count_notes():
    return (len(os.listdir(NOTES)) if os.path.isdir(NOTES) else 0), ""


EFFECTS = {"write_note": write_note, "count_notes": count_notes}

for line in sys.stdin:
    request = json.loads(line)
    try:
        value, printed = EFFECTS[request["effect"]](**request["args"])
        answer = {"id": request["id"], "value": value, "printed": printed}
    except OSError as e:
        answer = {"id": request["id"], "error": str(e)}
    print(json.dumps(answer), flush=True)
