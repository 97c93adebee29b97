"""Render onboarding emails from string.Template with per-user fields and safe fallbacks."""
from string import Template


class PercentTemplate(Template):
    delimiter = "%"


WELCOME = Template("""Hi $first_name,

Welcome to $team! Your account ${login}@example.com is ready.
Your first task: $task. Budget: $$${budget}.
""")

USERS = [
    {"first_name": "Ana", "team": "Payments", "login": "ana.r", "task": "read the runbook", "budget": 250},
    {"first_name": "Ben", "team": "Search", "login": "ben", "task": "pair with Chloe"},
    {"first_name": "Chloe", "login": "chloe", "task": "fix ticket #12", "budget": "1,000"},
]


def render(user):
    try:
        return WELCOME.substitute(user)
    except KeyError as err:
        missing = err.args[0]
        print(f"[warn] {user['first_name']}: missing {missing!r}, using safe_substitute")
        return WELCOME.safe_substitute(user)


def main():
    for user in USERS:
        print(render(user))
        print("-" * 20)

    print(Template("$who likes $what").substitute(who="Tim", what="tea"))
    print(Template("$who likes $what").substitute({"who": "Ann"}, what="coffee"))
    t = PercentTemplate("Deploying %service to %env (%%done)")
    print(t.substitute(service="api", env="prod"))
    print(Template("cost: $amount").safe_substitute())
    print(Template("$a $b ${c}").get_identifiers())
    print(Template("ok $name").is_valid(), Template("bad $").is_valid())
    try:
        Template("bad $ sign").substitute(name="x")
    except ValueError as err:
        print("ValueError:", err)
    print(WELCOME.template.count("$"))


if __name__ == "__main__":
    main()
