ROUTES = [("GET", "/users"), ("POST", "/users"), ("GET", "/users/42"), ("DELETE", "/users/7"), ("PATCH", "/x"), ("GET", "/health")]


def handle(method, path):
    parts = [p for p in path.split("/") if p]
    match (method, parts):
        case ("GET", ["health"]):
            return 200, "ok"
        case ("GET", ["users"]):
            return 200, "list users"
        case ("GET", ["users", uid]) if uid.isdigit():
            return 200, f"user {int(uid)}"
        case ("POST", ["users"]):
            return 201, "created"
        case ("DELETE", ["users", uid]):
            return 204, f"deleted {uid}"
        case (m, _) if m not in ("GET", "POST", "DELETE"):
            return 405, f"method {m} not allowed"
        case _:
            return 404, "not found"


def main():
    counts = {}
    for method, path in ROUTES:
        code, body = handle(method, path)
        counts[code // 100] = counts.get(code // 100, 0) + 1
        print(f"{method:<7}{path:<12}{code} {body}")
    print({f"{k}xx": v for k, v in sorted(counts.items())})
    return sum(counts.values())
