import json
from typing import TypedDict, Optional


class User(TypedDict):
    id: int
    name: str
    email: Optional[str]
    roles: list


USERS_JSON = """[
 {"id": 1, "name": "Ada Lovelace", "email": "ada@example.com", "roles": ["admin", "dev"]},
 {"id": 2, "name": "Grace Hopper", "email": null, "roles": ["dev"]},
 {"id": 3, "name": "alan turing", "email": "ALAN@EXAMPLE.COM ", "roles": []},
 {"id": "4", "name": "Bad Row", "roles": "dev"}
]"""


def clean(raw) -> tuple[Optional[User], list[str]]:
    errs = []
    if not isinstance(raw.get("id"), int):
        errs.append(f"id must be int, got {type(raw.get('id')).__name__}")
    if not isinstance(raw.get("roles"), list):
        errs.append("roles must be a list")
    if errs:
        return None, errs
    email = raw.get("email")
    user: User = {
        "id": raw["id"],
        "name": " ".join(p.capitalize() for p in raw["name"].split()),
        "email": email.strip().lower() if email else None,
        "roles": sorted(raw["roles"]),
    }
    return user, []


def main():
    good, bad = [], {}
    for i, raw in enumerate(json.loads(USERS_JSON)):
        user, errs = clean(raw)
        if user is None:
            bad[i] = errs
        else:
            good.append(user)
    print(json.dumps(good, indent=1))
    for i, errs in bad.items():
        print(f"row {i}: " + "; ".join(errs))
    role_index = {}
    for u in good:
        for r in u["roles"] or ["(none)"]:
            role_index.setdefault(r, []).append(u["name"])
    print(json.dumps(role_index, sort_keys=True))
    print(sum(1 for u in good if u["email"] is None), "without email")
