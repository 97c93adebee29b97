import json

RECORD = {"id": 7, "name": "Zoë", "tags": ["x", "y"], "ok": True, "ratio": 0.25, "none": None}


def main():
    print(json.dumps(RECORD))
    print(json.dumps(RECORD, sort_keys=True, indent=2))
    print(json.dumps(RECORD, ensure_ascii=False, separators=(",", ":")))
    back = json.loads('{"a": [1, 2.5, "three", null, false], "b": {"c": "\\u00e9"}}')
    print(back, type(back["a"][1]).__name__)
    print(json.loads("[1, 2, 3]")[::-1], json.dumps("tab\t"), json.dumps([]))


if __name__ == "__main__":
    main()
