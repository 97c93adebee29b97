BASE_URL = "https://api.example.com"
VERSION = 3
ENDPOINT = f"{BASE_URL}/v{VERSION}"
TIMEOUTS = {"connect": 2.5, "read": 10}
TOTAL_TIMEOUT = sum(TIMEOUTS.values())
RETRIES = 4
BACKOFF = [round(0.5 * 2 ** i, 2) for i in range(RETRIES)]
HEADERS = tuple(sorted({"Accept": "json", "User-Agent": "agent/1.0", "X-Trace": "on"}.items()))
ALLOWED = sorted(set("GET HEAD GET OPTIONS".split()))


def url(path, **params):
    query = "&".join(f"{k}={params[k]}" for k in sorted(params))
    return f"{ENDPOINT}/{path.strip('/')}" + (f"?{query}" if query else "")


def main():
    print(ENDPOINT, TOTAL_TIMEOUT, BACKOFF, sum(BACKOFF))
    print(url("/users/", page=2, limit=50), url("health"))
    for key, value in HEADERS:
        print(f"{key}: {value}")
    print(ALLOWED, ALLOWED is ALLOWED)
    return len(BACKOFF)
