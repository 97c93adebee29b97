ENV = """# app settings
APP_NAME="clauz3 demo"
PORT=8080
DEBUG=false
export API_KEY=abc123
EMPTY=
QUOTED='single quoted'"""


def main() -> None:
    env = {}
    for line in ENV.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        line = line.removeprefix("export ")
        key, _, value = line.partition("=")
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        env[key] = value
    for key in sorted(env):
        shown = env[key] if "KEY" not in key else env[key][:2] + "*" * (len(env[key]) - 2)
        print(f"{key:<9}= {shown!r}")
    print("port+1:", int(env["PORT"]) + 1, "debug:", env["DEBUG"].lower() in ("1", "true", "yes"), "empty keys:", [k for k, v in env.items() if not v])
