"""Evaluate feature flags for a set of users: targeting rules, percentage rollouts, prerequisites."""
import hashlib
from dataclasses import dataclass, field
from typing import Any, Literal

Op = Literal["eq", "in", "gte", "endswith"]


@dataclass(frozen=True)
class Rule:
    attribute: str
    op: Op
    value: Any


@dataclass(frozen=True)
class Flag:
    key: str
    enabled: bool = True
    rules: tuple = ()
    rollout_pct: int = 0
    prerequisites: tuple = ()
    salt: str = ""


@dataclass
class Evaluation:
    flag: str
    on: bool
    reason: str
    trace: list = field(default_factory=list)


FLAGS = {f.key: f for f in [
    Flag("new-checkout", rules=(Rule("country", "in", ("NL", "BE")),), rollout_pct=30, salt="c1"),
    Flag("dark-mode", rollout_pct=50),
    Flag("beta-reports", rules=(Rule("plan", "eq", "enterprise"), Rule("email", "endswith", "@acme.io"))),
    Flag("reports-export", prerequisites=("beta-reports",), rollout_pct=100),
    Flag("legacy-nav", enabled=False, rollout_pct=100),
    Flag("senior-discount", rules=(Rule("age", "gte", 65),)),
]}

USERS = [
    {"id": "u-1001", "country": "NL", "plan": "free", "email": "anna@mail.nl", "age": 34},
    {"id": "u-1002", "country": "US", "plan": "enterprise", "email": "bob@acme.io", "age": 70},
    {"id": "u-1003", "country": "DE", "plan": "pro", "email": "cem@web.de", "age": 22},
    {"id": "u-1004", "country": "BE", "plan": "enterprise", "email": "dia@corp.be"},
]


def bucket(flag: Flag, user_id: str) -> int:
    digest = hashlib.sha1(f"{flag.key}:{flag.salt}:{user_id}".encode()).hexdigest()
    return int(digest[:8], 16) % 100


def rule_matches(rule: Rule, user: dict) -> bool:
    if rule.attribute not in user:
        return False
    actual = user[rule.attribute]
    match rule.op:
        case "eq":
            return actual == rule.value
        case "in":
            return actual in rule.value
        case "gte":
            return actual >= rule.value
        case "endswith":
            return str(actual).endswith(rule.value)
    raise ValueError(rule.op)


def evaluate(key: str, user: dict, seen=()) -> Evaluation:
    flag = FLAGS[key]
    ev = Evaluation(key, False, "default")
    if key in seen:
        return Evaluation(key, False, "prerequisite cycle")
    if not flag.enabled:
        ev.reason = "flag disabled"
        return ev
    for pre in flag.prerequisites:
        sub = evaluate(pre, user, seen + (key,))
        ev.trace.append(f"{pre}={'on' if sub.on else 'off'}")
        if not sub.on:
            ev.reason = f"prerequisite {pre} off"
            return ev
    for i, rule in enumerate(flag.rules):
        if rule_matches(rule, user):
            ev.on, ev.reason = True, f"rule {i} ({rule.attribute} {rule.op} {rule.value!r})"
            return ev
    b = bucket(flag, user["id"])
    ev.trace.append(f"bucket={b}")
    if b < flag.rollout_pct:
        ev.on, ev.reason = True, f"rollout {flag.rollout_pct}%"
    return ev


def main():
    matrix = {}
    for user in USERS:
        print(f"{user['id']} ({user['country']}, {user['plan']})")
        for key in FLAGS:
            ev = evaluate(key, user)
            matrix[(user["id"], key)] = ev.on
            trace = f" [{', '.join(ev.trace)}]" if ev.trace else ""
            print(f"  {key:<16} {'ON ' if ev.on else 'off'} {ev.reason}{trace}")
    print()
    for key in FLAGS:
        on = [u["id"][-4:] for u in USERS if matrix[(u["id"], key)]]
        print(f"{key:<16} {len(on)}/{len(USERS)} {' '.join(on)}")
    return sum(matrix.values())


if __name__ == "__main__":
    main()
