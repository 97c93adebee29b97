import json

RAW = """
{"users": [
  {"id": 1, "name": "Zoë", "roles": ["admin", "dev"], "active": true, "quota": 10.5},
  {"id": 2, "name": "Omar", "roles": [], "active": false, "quota": null},
  {"id": 3, "name": "Li", "roles": ["dev"], "active": true, "quota": 2}
], "page": {"next": null, "size": 3}}
"""


def main():
    doc = json.loads(RAW)
    users = doc["users"]
    active = [u for u in users if u["active"]]
    print(len(users), "users,", len(active), "active")
    for u in users:
        quota = "unlimited" if u["quota"] is None else f"{u['quota']:.1f} GB"
        print(f"#{u['id']} {u['name']:<5} roles={','.join(u['roles']) or '-':<10} quota={quota}")
    summary = {"active": [u["name"] for u in active], "total_quota": sum(u["quota"] or 0 for u in users)}
    print(json.dumps(summary))
    print(json.dumps(summary, ensure_ascii=False, sort_keys=True))
    print(json.dumps({"b": [1, 2], "a": {"x": None}}, indent=2))
    try:
        json.loads('{"broken": }')
    except json.JSONDecodeError as err:
        print("bad json:", err.msg, "at", err.pos)
    return doc["page"]["size"]


if __name__ == "__main__":
    main()
