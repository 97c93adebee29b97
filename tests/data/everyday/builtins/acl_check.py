RULES = """allow alice read /docs
allow alice write /docs/drafts
deny  bob   write /docs
allow bob   read /docs
allow *     read /public"""


def main() -> None:
    rules = [line.split() for line in RULES.splitlines()]
    requests = [("alice", "write", "/docs/drafts/a.txt"), ("bob", "write", "/docs/x"), ("carol", "read", "/public/index"), ("carol", "read", "/docs"), ("bob", "read", "/docs/y")]
    for user, action, path in requests:
        verdict = "deny (no rule)"
        for effect, who, what, prefix in rules:
            if who in (user, "*") and what == action and path.startswith(prefix):
                verdict = effect
                break
        print(f"{user:<6}{action:<6}{path:<22}{verdict}")
    users = sorted({r[1] for r in rules if r[1] != "*"})
    print("users:", users, "paths:", sorted(set([r[3] for r in rules]), key=len))
