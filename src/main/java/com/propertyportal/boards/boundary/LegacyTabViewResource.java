package com.propertyportal.boards.boundary;

import jakarta.enterprise.context.RequestScoped;
import jakarta.ws.rs.Path;

/** The older path of the tab-view call, kept for integrations written against it. */
@RequestScoped
@Path("api/board/{boardId}/tabView")
public class LegacyTabViewResource extends TabViewsResource {
}
