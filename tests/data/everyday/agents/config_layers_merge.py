DEFAULTS = {"host": "localhost", "port": 8080, "retries": 3, "tags": ["base"]}


def layer(name, values):
    return {**values, "source": name}


def merge_layers(*layers):
    merged = {}
    for one in layers:
        merged = {**merged, **one}
    return merged


def request_headers(token, extra=None):
    base = {"Accept": "application/json", "User-Agent": "agent/1.0"}
    auth = {"Authorization": "Bearer " + token} if token else {}
    return {**base, **auth, **(extra or {})}


def main():
    env = layer("env", {"port": 9090, "debug": True})
    cli = layer("cli", {"retries": 5})
    config = merge_layers(DEFAULTS, env, cli)
    print(config)
    print(list(config), config["source"])
    shared = {**DEFAULTS}
    shared["tags"].append("shared")
    print(DEFAULTS["tags"], shared is DEFAULTS)
    print(request_headers("abc"))
    print(request_headers("", {"Accept": "text/plain", "X-Trace": "1"}))
    rows = [{"id": i, **{"name": n}, "active": i % 2 == 0} for i, n in enumerate(["ana", "bo", "cy"])]
    print(rows)
    by_id = {**{r["id"]: r["name"] for r in rows}, 0: "root"}
    print(by_id)
    try:
        {**["not", "a", "mapping"]}
    except TypeError as e:
        print("error:", e)
    return len(config)
