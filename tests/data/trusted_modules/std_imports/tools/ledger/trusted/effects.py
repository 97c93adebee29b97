"""A ledger layer importing whole standard modules (`import re`, `import json`, `import math`,
`import os.path`, `import textwrap`, `import string as text`) and `typing`'s names, as layers
written for clauz3 0.2.1 do."""
import json
import os.path
import textwrap
import math
import re
import string as text
from typing import Dict, List, Optional

import clauz3

ACCOUNT = r"^[A-Z]{2}-\d{4}$"


def is_account(code: str) -> bool:
    return re.compile(ACCOUNT).match(code) is not None and re.search(r"-0000$", code) is None


def is_memo(memo: str) -> bool:
    data = json.loads(memo)
    return isinstance(data, dict) and "note" in data


def is_amount(amount: float) -> bool:
    return math.isfinite(amount) and math.floor(amount * 100) == amount * 100


def is_day(day: str) -> bool:
    parts = day.split("-")
    return len(parts) == 3 and all(part and all(c in text.digits for c in part) for part in parts)


def is_file(name: str) -> bool:
    return os.path.splitext(name)[1] == ".csv" and textwrap.shorten(name, 40) == name


def tags_ok(tags: List[str], limits: Optional[Dict[str, int]] = None) -> bool:
    return len(tags) <= (limits or {}).get("tags", 3)


@clauz3.requires(
    lambda code, amount, memo, day: is_account(code) and is_amount(amount) and is_memo(memo) and is_day(day),
    message="a valid account, amount, memo and date",
)
@clauz3.trusted
def post(code: str, amount: float, memo: str, day: str) -> None:
    ...


@clauz3.requires(lambda tags: tags_ok(tags) and is_file("a.csv"), message="at most three tags")
@clauz3.trusted
def tag(tags: List[str]) -> None:
    ...
