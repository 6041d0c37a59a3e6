package it.com.propertyportal.core;

import it.com.propertyportal.Api;

/** Core-area calls with an API key. */
final class Core {

    private Core() {}

    static Api.Reply get(String key, String path) {
        return Api.get(path, "x-token", key);
    }

    static Api.Reply post(String key, String path, String json) {
        return Api.post(path, json, "x-token", key);
    }
}
