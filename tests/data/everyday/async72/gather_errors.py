"""Validate records concurrently: gather with and without return_exceptions."""
import asyncio


class InvalidRecord(Exception):
    def __init__(self, rid, reason):
        super().__init__(f"record {rid}: {reason}")
        self.rid = rid


async def validate(record):
    await asyncio.sleep(record.get("cost", 0.01))
    if "email" not in record:
        raise InvalidRecord(record["id"], "missing email")
    if "@" not in record["email"]:
        raise InvalidRecord(record["id"], f"bad email {record['email']!r}")
    print(f"validated {record['id']}")
    return record["id"]


RECORDS = [
    {"id": 1, "email": "a@x.io", "cost": 0.03},
    {"id": 2, "email": "nope", "cost": 0.02},
    {"id": 3},
    {"id": 4, "email": "d@x.io", "cost": 0.05},
]


async def audit():
    outcomes = await asyncio.gather(*(validate(r) for r in RECORDS), return_exceptions=True)
    good = [o for o in outcomes if not isinstance(o, Exception)]
    bad = [str(o) for o in outcomes if isinstance(o, Exception)]
    print("good:", good)
    print("bad:", bad)
    try:
        await asyncio.gather(*(validate(r) for r in RECORDS))
    except InvalidRecord as e:
        print("first failure:", e, "rid", e.rid)
    await asyncio.sleep(0.1)
    empty = await asyncio.gather()
    print("empty gather:", empty)
    return len(good), len(bad)


def main():
    result = asyncio.run(audit())
    print("summary:", result)
    return result


if __name__ == "__main__":
    main()
