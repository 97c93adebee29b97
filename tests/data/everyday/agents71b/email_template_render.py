"""Render renewal reminder emails from a template, wrapping the body text."""
import textwrap
from string import Template
from datetime import date


class EmailTemplate(Template):
    delimiter = "%"


SUBJECT = Template("Your $plan plan renews on $renew_date")
BODY = Template("""\
Hi $first_name,

Your $plan subscription (account $account) renews on $renew_date for $$${amount}. \
We will charge the card ending in $card_last4. If you would like to change plans or \
update your payment details, visit $portal_url before the renewal date to avoid any interruption in service.

$extra
Thanks,
The $company team""")

FOOTER = EmailTemplate("-- \nSent to %{email}. Unsubscribe: %url/%id")

CUSTOMERS = [
    {"first_name": "Rosa", "plan": "Team", "account": "AC-2041", "renew_date": date(2024, 7, 1),
     "amount": "240.00", "card_last4": "4242", "email": "rosa@example.org", "id": 17},
    {"first_name": "Tom", "plan": "Solo", "account": "AC-0007", "renew_date": date(2024, 6, 28),
     "amount": "9.99", "email": "tom@example.net", "id": 3},
]


def render(customer, today):
    fields = dict(customer, company="Acme Cloud", portal_url="https://acme.example/billing")
    days = (customer["renew_date"] - today).days
    fields["renew_date"] = customer["renew_date"].strftime("%B %d, %Y").replace(" 0", " ")
    fields["extra"] = (f"Heads up: that is only {days} days away.\n" if days < 7 else "")
    subject = SUBJECT.substitute(fields)
    body = BODY.safe_substitute(fields)
    paragraphs = body.split("\n\n")
    wrapped = "\n\n".join(
        "\n".join(textwrap.fill(line, width=64) if len(line) > 64 else line for line in p.splitlines())
        for p in paragraphs
    )
    footer = FOOTER.substitute(email=customer["email"], url="https://acme.example/u", id=customer["id"])
    return subject, wrapped + "\n" + footer


def main():
    today = date(2024, 6, 24)
    for c in CUSTOMERS:
        subject, body = render(c, today)
        print("Subject:", subject)
        print(body)
        print("=" * 64)
    missing = Template("$name owes $amount").safe_substitute(name="Ann")
    print(missing)
    try:
        Template("$name owes $amount").substitute(name="Ann")
    except KeyError as e:
        print("missing key:", e)
    try:
        Template("cost: $5").substitute()
    except ValueError as e:
        print("bad template:", e)
    print(textwrap.shorten("The quick brown fox jumps over the lazy dog", width=25, placeholder="..."))
    print(textwrap.indent("line one\nline two\n\nline four", "> "))
    print(textwrap.dedent("""
        def f():
            return 1
    """).strip())
    print(Template("$who").template, Template.delimiter, EmailTemplate.delimiter)


if __name__ == "__main__":
    main()
