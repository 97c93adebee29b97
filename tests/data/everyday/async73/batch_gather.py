"""Process records in fixed-size batches with gather(return_exceptions=True) and a report."""
import asyncio

RECORDS = [
    {"id": 1, "email": "a@example.com", "age": "34"},
    {"id": 2, "email": "bad-email", "age": "20"},
    {"id": 3, "email": "c@example.com", "age": "x"},
    {"id": 4, "email": "d@example.com", "age": "51"},
    {"id": 5, "email": "e@example.com", "age": "-3"},
    {"id": 6, "email": "f@example.org", "age": "27"},
    {"id": 7, "email": "g@example.com", "age": "45"},
]


class ValidationError(Exception):
    def __init__(self, record_id, reason):
        super().__init__(f"record {record_id}: {reason}")
        self.record_id = record_id


async def validate(record):
    await asyncio.sleep(0.001 * record["id"])
    if "@" not in record["email"]:
        raise ValidationError(record["id"], "invalid email")
    try:
        age = int(record["age"])
    except ValueError:
        raise ValidationError(record["id"], f"age {record['age']!r} is not a number") from None
    if age < 0:
        raise ValidationError(record["id"], "negative age")
    return {"id": record["id"], "domain": record["email"].split("@")[1], "age": age}


async def process(records, batch_size):
    good, bad = [], []
    for start in range(0, len(records), batch_size):
        batch = records[start : start + batch_size]
        outcomes = await asyncio.gather(*(validate(r) for r in batch), return_exceptions=True)
        for outcome in outcomes:
            (bad if isinstance(outcome, Exception) else good).append(outcome)
        print(f"batch {start // batch_size}: {len(batch)} records, {sum(isinstance(o, Exception) for o in outcomes)} bad")
    return good, bad


def main():
    good, bad = asyncio.run(process(RECORDS, 3))
    print("valid:", [(g["id"], g["domain"], g["age"]) for g in good])
    for e in bad:
        print(" ", type(e).__name__, e, "| cause suppressed:", e.__suppress_context__)
    print("mean age:", sum(g["age"] for g in good) / len(good))
