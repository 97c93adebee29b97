import json
import re
from dataclasses import dataclass

WORD = re.compile(r"(?P<k>\w+)=(?P<v>[^;]*)")


@dataclass
class Item:
    name: str
    qty: int


def main():
    cfg = {m.group("k"): m.group("v") for m in WORD.finditer("a=1;b=two;c=")}
    print(cfg)
    if (m := WORD.search("zz x=9")) is not None:
        print(m["v"], m.span())
    print(json.dumps({"when": Item("a", 2)}, default=lambda o: type(o).__name__))
    print(json.dumps([Item("a", 2)], default=str))
    try:
        json.dumps({"x": Item("b", 1)})
    except TypeError as e:
        print("TypeError:", e)
    print(json.dumps({"a": 1}) == '{"a": 1}', json.loads("[]") == [])


if __name__ == "__main__":
    main()
