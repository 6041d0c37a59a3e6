package com.propertyportal.forms.boundary;

import jakarta.ws.rs.Path;

/**
 * The forms under /api/portal as well, where the rest of the portal answers; searchLocations stays
 * its own root resource, chosen first because its path has more literal characters.
 */
@Path("api/portal/forms")
public class PortalFormsResource extends FormsResource {
}
