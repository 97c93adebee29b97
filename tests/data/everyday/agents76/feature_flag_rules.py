"""Evaluate feature flags with targeting rules and deterministic percentage rollout."""
import hashlib
import json

FLAGS = json.loads("""
{
  "new_checkout": {"enabled": true, "rollout": 30,
                    "rules": [{"attr": "country", "op": "in", "value": ["DE", "AT"]},
                              {"attr": "plan", "op": "eq", "value": "enterprise"}]},
  "dark_mode": {"enabled": true, "rollout": 100, "rules": []},
  "ai_summary": {"enabled": true, "rollout": 50,
                  "rules": [{"attr": "age_days", "op": "gte", "value": 30}]},
  "legacy_export": {"enabled": false, "rollout": 100, "rules": []},
  "beta_api": {"enabled": true, "rollout": 10,
                "rules": [{"attr": "email", "op": "endswith", "value": "@example.com"}]}
}
""")
USERS = [
    {"id": "u-1001", "country": "DE", "plan": "free", "age_days": 45, "email": "ana@example.com"},
    {"id": "u-1002", "country": "US", "plan": "enterprise", "age_days": 3, "email": "bo@corp.io"},
    {"id": "u-1003", "country": "FR", "plan": "pro", "age_days": 400, "email": "cy@example.com"},
    {"id": "u-1004", "country": "AT", "plan": "pro", "age_days": 29, "email": "dee@mail.at"},
    {"id": "u-1005", "country": "US", "plan": "free"},
]


def bucket(flag: str, user_id: str) -> int:
    digest = hashlib.sha256(f"{flag}:{user_id}".encode()).hexdigest()
    return int(digest[:8], 16) % 100


def rule_matches(rule: dict, user: dict) -> bool:
    value = user.get(rule["attr"])
    if value is None:
        return False
    match rule:
        case {"op": "eq", "value": v}:
            return value == v
        case {"op": "in", "value": list(options)}:
            return value in options
        case {"op": "gte", "value": int(v)}:
            return value >= v
        case {"op": "endswith", "value": str(suffix)}:
            return value.endswith(suffix)
        case _:
            raise ValueError(f"bad rule {rule}")


def evaluate(name: str, flag: dict, user: dict) -> tuple[bool, str]:
    if not flag["enabled"]:
        return False, "disabled"
    if any(rule_matches(r, user) for r in flag["rules"]):
        return True, "rule"
    b = bucket(name, user["id"])
    return (b < flag["rollout"], f"bucket {b:>2} {'<' if b < flag['rollout'] else '>='} {flag['rollout']}")


def main():
    names = sorted(FLAGS)
    print(f"{'user':<8}" + "".join(f"{n[:12]:>14}" for n in names))
    on_counts = dict.fromkeys(names, 0)
    details = []
    for user in USERS:
        cells = []
        for n in names:
            on, why = evaluate(n, FLAGS[n], user)
            on_counts[n] += on
            cells.append(f"{'ON' if on else 'off':>14}")
            details.append(f"{user['id']} {n}: {why}")
        print(f"{user['id']:<8}" + "".join(cells))
    print("exposure:", ", ".join(f"{n}={c}/{len(USERS)}" for n, c in on_counts.items()))
    for line in details[:7]:
        print("  ", line)
    print(json.dumps({"flag": "beta_api", "user": "u-1005", "bucket": bucket("beta_api", "u-1005")}))
    return sum(on_counts.values())


if __name__ == "__main__":
    main()
