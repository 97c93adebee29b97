"""Render personalised reminder emails from a template and customer records."""
from string import Template
import textwrap

TEMPLATE = Template("""\
Subject: $subject

Hi $first_name,

Your subscription to the $plan plan renews on $renewal. The amount due is $amount.
$extra
Thanks,
The $company team""")

CUSTOMERS = [
    {"name": "ada lovelace", "plan": "pro", "renewal": "2024-07-01", "amount": 49.0, "overdue": 0},
    {"name": "ALAN TURING", "plan": "team", "renewal": "2024-07-03", "amount": 199.5, "overdue": 2},
    {"name": "grace  hopper", "plan": "basic", "renewal": "2024-07-10", "amount": 9.99, "overdue": 1},
]


def first_name(full):
    return full.split()[0].capitalize()


def extra_paragraph(customer):
    if customer["overdue"] == 0:
        return ""
    noun = "invoice" if customer["overdue"] == 1 else "invoices"
    text = (f"We also noticed {customer['overdue']} unpaid {noun} on your account. "
            "Please settle them before the renewal date to avoid any interruption of service.")
    return "\n" + textwrap.fill(text, width=60) + "\n"


def render(customer, company="Acme"):
    subject = "Renewal reminder"
    if customer["overdue"]:
        subject += " (action needed)"
    return TEMPLATE.substitute(
        subject=subject,
        first_name=first_name(customer["name"]),
        plan=customer["plan"].upper(),
        renewal=customer["renewal"],
        amount=f"${customer['amount']:.2f}",
        extra=extra_paragraph(customer),
        company=company,
    )


def main():
    for i, customer in enumerate(CUSTOMERS, 1):
        print(f"===== email {i}/{len(CUSTOMERS)} =====")
        print(render(customer))
    partial = Template("Dear $name, your code is ${code}X and $missing stays.")
    print(partial.safe_substitute(name="Bob", code="A1"))
    try:
        partial.substitute(name="Bob")
    except KeyError as exc:
        print("missing placeholder:", exc)
    names = ", ".join(sorted(" ".join(c["name"].split()).title() for c in CUSTOMERS))
    print(textwrap.shorten("Sent to: " + names, width=40, placeholder=" ..."))


if __name__ == "__main__":
    main()
