"""Building JSON payloads for an HTTP API: None fields dropped with asdict's dict_factory."""
import json
from collections import OrderedDict
from dataclasses import asdict, astuple, dataclass, field
from typing import Optional


def without_none(pairs):
    return {key: value for key, value in pairs if value is not None}


@dataclass
class Contact:
    email: str
    phone: Optional[str] = None


@dataclass
class Customer:
    name: str
    contact: Contact
    vip: bool = False
    note: Optional[str] = None
    tags: list = field(default_factory=list)


def main():
    customers = [
        Customer("Ada", Contact("ada@example.com")),
        Customer("Bo", Contact("bo@example.com", "+31 6 1234"), vip=True, tags=["b2b"]),
    ]
    for c in customers:
        print(json.dumps(asdict(c, dict_factory=without_none), sort_keys=True))
    ordered = asdict(customers[1], dict_factory=OrderedDict)
    print(type(ordered).__name__, list(ordered), ordered["contact"])
    print(astuple(customers[0], tuple_factory=list))
    try:
        asdict(customers[0], factory=dict)
    except TypeError as e:
        print("TypeError:", e)
    rows = [astuple(c.contact) for c in customers]
    print(rows)
    return len(customers)


if __name__ == "__main__":
    main()
