"""Ship inside try/finally so a hold is always recorded (the reference refuses `try`)."""
import clauz3
from tools.shipping.trusted.effects import hold, ship


def main() -> None:
    try:
        ship("PX-1301", "post", 900)
    finally:
        hold("PX-1301", "audit")
