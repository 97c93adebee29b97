"""A compiled pattern's named groups through `Pattern.groupindex`, a read-only mappingproxy."""
import re

LINE = re.compile(r"(?P<ip>\d+\.\d+\.\d+\.\d+) - (?P<user>\S+) \[(?P<when>[^\]]+)\] (?P<status>\d{3})")
PLAIN = re.compile(r"(\w+)=(\w+)")


def main():
    index = LINE.groupindex
    print(index)
    print(len(index), list(index), index["status"], "user" in index, "host" in index)
    print(dict(index), sorted(index.items(), key=lambda kv: kv[1], reverse=True))
    print(index.get("when"), index.get("nope", -1), list(index.values()), isinstance(index, dict))
    print(PLAIN.groupindex, len(PLAIN.groupindex), PLAIN.groups, index == {"ip": 1, "user": 2, "when": 3, "status": 4})
    m = LINE.match("10.0.0.1 - ann [07/Dec/2026] 404")
    by_number = {number: name for name, number in index.items()}
    print([(by_number[g], m.group(g)) for g in range(1, LINE.groups + 1)])
    try:
        index["extra"] = 5
    except TypeError as e:
        print("TypeError:", e)
    try:
        del index["ip"]
    except TypeError as e:
        print("TypeError:", e)
    try:
        index.pop("ip")
    except AttributeError as e:
        print("AttributeError:", e)
    copy = index.copy()
    copy["extra"] = 5
    print(len(copy), len(index), copy is index, repr(PLAIN.groupindex))


if __name__ == "__main__":
    main()
