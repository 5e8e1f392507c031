/** The Fenceline viewer: a CUBE-like report browser with a trace timeline. */
package org.fenceline.viewer;
