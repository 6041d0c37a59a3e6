package com.propertyportal.delegation.control;

import jakarta.enterprise.context.RequestScoped;
import java.util.Optional;

/** The delegation a core-area request was admitted with, when a delegate token admitted it. */
@RequestScoped
public class DelegatedCaller {

    private Delegation delegation;

    public void admit(Delegation delegation) {
        this.delegation = delegation;
    }

    public Optional<Delegation> delegation() {
        return Optional.ofNullable(delegation);
    }
}
